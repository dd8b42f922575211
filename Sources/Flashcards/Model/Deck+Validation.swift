import Foundation

extension Deck {
    /// Checks what every writer relies on, so a bad card fails the export before anything is
    /// written instead of producing a file Anki half-imports.
    func validate() throws(ExportError) {
        var seen = Set<String>()
        for card in cards {
            guard seen.insert(card.id).inserted else { throw .duplicateCardID(card.id) }
            try card.validate()
        }
    }
}

extension Flashcard {
    fileprivate func validate() throws(ExportError) {
        if questionText.shown(in: language).isEmpty {
            throw .emptyFront(cardID: id, language: language)
        }
        if case .ordering(let ordering) = content, ordering.sequence.isEmpty {
            throw .emptySequence(cardID: id)
        }
        for tag in tags where tag.isEmpty || tag.contains(where: \.isWhitespace) {
            throw .invalidTag(cardID: id, tag: tag)
        }
        if Self.deckComponents(of: deck).contains(where: \.isEmpty) {
            throw .invalidDeckPath(cardID: id, path: deck)
        }
    }

    /// The text that heads the question side; a card without it would have a blank front.
    private var questionText: LocalizedText {
        switch content {
        case .fact(let fact): fact.front
        case .pitfall(let pitfall): pitfall.title
        case .ordering(let ordering): ordering.scenario
        }
    }

    /// A deck path split at `::`, each part trimmed as Anki trims it.
    static func deckComponents(of path: String) -> [String] {
        path.components(separatedBy: "::").map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
