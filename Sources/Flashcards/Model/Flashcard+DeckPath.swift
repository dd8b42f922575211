extension Flashcard {
    /// A deck path split at `::`, each part trimmed as Anki trims it.
    static func deckComponents(of path: String) -> [String] {
        var parts: [String] = []
        var rest = Substring(path)
        while let separator = rest.firstRange(of: "::") {
            parts.append(trimmed(rest[..<separator.lowerBound]))
            rest = rest[separator.upperBound...]
        }
        parts.append(trimmed(rest))
        return parts
    }

    /// The deck path as Anki stores it: parts trimmed, joined by `::`.
    static func normalizedDeck(_ path: String) -> String {
        deckComponents(of: path).joined(separator: "::")
    }

    private static func trimmed(_ text: Substring) -> String {
        String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
