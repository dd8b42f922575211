/// A mistake people make: what they see, why it happens, and the fix.
public struct Pitfall: Sendable, Hashable, Codable {
    public var id: String
    public var topic: String
    public var title: LocalizedText
    public var symptom: LocalizedText
    public var cause: LocalizedText
    public var fix: LocalizedText
    /// A short code sample showing the mistake.
    public var snippet: LocalizedCode?
    /// The same code fixed.
    public var fixSnippet: LocalizedCode?
    /// The Apple documentation page it cites, for knowledge beyond the seeds.
    public var apple: String?
    public var methods: [String] = []
    public var sources: [Citation] = []
    /// Whether `sources` say what `cause` says, or are only where the seeds touch its subject.
    public var sourcesRole: SourcesRole

    init(row: ResultRow) throws {
        id = try row["id"]
        topic = try row["topic"]
        title = try LocalizedText(zh: row["title_zh"], en: row["title_en"])
        symptom = try LocalizedText(zh: row["symptom_zh"], en: row["symptom_en"])
        cause = try LocalizedText(zh: row["cause_zh"], en: row["cause_en"])
        fix = try LocalizedText(zh: row["fix_zh"], en: row["fix_en"])
        snippet = try (row["snippet"] as String?).map { LocalizedCode(en: $0, zh: try row["snippet_zh"]) }
        fixSnippet = try (row["fix_snippet"] as String?).map { LocalizedCode(en: $0, zh: try row["fix_snippet_zh"]) }
        apple = try row["apple"]
        sourcesRole = SourcesRole(citedBy: cause)
    }
}
