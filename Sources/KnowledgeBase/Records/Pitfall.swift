/// A mistake people make: what they see, why it happens, and the fix.
public struct Pitfall: Sendable, Hashable, Codable {
    public var id: String
    public var topic: String
    public var title: LocalizedText
    public var symptom: LocalizedText
    public var cause: LocalizedText
    public var fix: LocalizedText
    /// A short code sample showing the mistake.
    public var snippet: String?
    public var methods: [String] = []
    public var sources: [Citation] = []

    init(row: ResultRow) {
        id = row["id"]
        topic = row["topic"]
        title = LocalizedText(zh: row["title_zh"], en: row["title_en"])
        symptom = LocalizedText(zh: row["symptom_zh"], en: row["symptom_en"])
        cause = LocalizedText(zh: row["cause_zh"], en: row["cause_en"])
        fix = LocalizedText(zh: row["fix_zh"], en: row["fix_en"])
        snippet = row["snippet"]
    }
}
