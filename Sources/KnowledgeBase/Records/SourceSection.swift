/// A section of a seed document.
public struct SourceSection: Sendable, Hashable, Codable {
    /// The heading or number as the seed writes it.
    public var section: String
    public var lines: String
    public var title: String

    init(row: ResultRow) throws {
        section = try row["section"]
        lines = try row["lines"]
        title = try row["title_en"]
    }
}
