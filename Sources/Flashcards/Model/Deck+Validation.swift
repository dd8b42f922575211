import KnowledgeBase

extension Deck {
    /// Checks what every writer relies on, so a bad card fails the export before anything is
    /// written instead of producing a file Anki half-imports.
    func validate() throws(ExportError) {
        if cards.isEmpty { throw .emptyDeck(name: name) }
        var seen = Set<String>()
        var validDecks = Set<String>()
        for card in cards {
            guard seen.insert(card.id).inserted else { throw .duplicateCardID(card.id) }
            try card.validate()
            if !validDecks.contains(card.deck) {
                guard !Flashcard.deckComponents(of: card.deck).contains(where: \.isEmpty) else {
                    throw .invalidDeckPath(cardID: card.id, path: card.deck)
                }
                validDecks.insert(card.deck)
            }
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
        for tag in tags where tag.isEmpty || tag.containsWhitespace {
            throw .invalidTag(cardID: id, tag: tag)
        }
    }

    /// The text that heads the question side; a card without it would have a blank front.
    private var questionText: LocalizedText {
        switch content {
        case .fact(let fact): fact.front
        case .cloze(let cloze): cloze.blankableText
        case .pitfall(let pitfall): pitfall.symptom
        case .ordering(let ordering): ordering.scenario
        }
    }
}
