/// Where the seeds disagree: every claim, and why they differ.
public struct Conflict: Sendable, Hashable, Codable {
    public var id: String
    public var topic: String
    public var title: LocalizedText
    public var explanation: LocalizedText
    public var claims: [ConflictClaim] = []
    public var methods: [String] = []
    /// A scenario that shows the difference in `lifequiz simulate`.
    public var scenario: String?
    /// iOS versions to compare the scenario on, e.g. `8 9 12`.
    public var iosVersions: String?

    init(row: ResultRow) throws {
        id = try row["id"]
        topic = try row["topic"]
        title = try LocalizedText(zh: row["title_zh"], en: row["title_en"])
        explanation = try LocalizedText(zh: row["explanation_zh"], en: row["explanation_en"])
        scenario = try row["scenario"]
        iosVersions = try row["ios_versions"]
    }
}
