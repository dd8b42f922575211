/// A section of a seed document.
public struct SourceSection: Sendable, Hashable, Codable {
    /// The heading or number as the seed writes it.
    public var section: String
    public var lines: String
    public var title: String

    init(row: ResultRow) {
        section = row["section"]
        lines = row["lines"]
        title = row["title_en"]
    }
}
