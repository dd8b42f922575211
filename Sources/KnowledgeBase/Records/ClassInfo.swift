/// A class, protocol, function or concept methods belong to.
public struct ClassInfo: Sendable, Hashable, Codable {
    public var id: String
    /// class, protocol, function or concept.
    public var kind: String
    public var parent: String?
    public var summary: LocalizedText

    init(row: ResultRow) throws {
        id = try row["id"]
        kind = try row["kind"]
        parent = try row["parent_id"]
        summary = try LocalizedText(zh: row["summary_zh"], en: row["summary_en"])
    }
}
