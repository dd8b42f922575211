/// One result of a search: what matched, in which language, and where.
public struct SearchHit: Sendable, Hashable, Codable {
    /// fact, pitfall, method or conflict.
    public var kind: String
    /// The fact, pitfall, method or conflict id: `lifequiz show` takes a method's.
    public var id: String
    /// The language of the document that matched.
    public var language: Language
    public var title: HighlightedText
    public var snippet: HighlightedText

    private enum CodingKeys: String, CodingKey {
        case kind, id, language = "lang", title, snippet
    }

    public init(kind: String, id: String, language: Language, title: HighlightedText, snippet: HighlightedText) {
        self.kind = kind
        self.id = id
        self.language = language
        self.title = title
        self.snippet = snippet
    }
}
