import KnowledgeBase

extension Flashcard {
    /// A deck path split at `::`, each part trimmed as Anki trims it.
    static func deckComponents(of path: String) -> [String] {
        var parts: [String] = []
        var rest = Substring(path)
        while let separator = rest.firstRange(of: "::") {
            parts.append(rest[..<separator.lowerBound].trimmed)
            rest = rest[separator.upperBound...]
        }
        parts.append(rest.trimmed)
        return parts
    }

    /// The deck path as Anki stores it: parts trimmed, joined by `::`.
    static func normalizedDeck(_ path: String) -> String {
        deckComponents(of: path).joined(separator: "::")
    }
}
