/// A section of a seed document: its heading as the seed writes it, and where it is.
public struct SectionEntry: Sendable, Hashable, Decodable {
    public let section: String
    public let lines: String
    /// An English title for the section (the heading itself is often Chinese).
    public let title: String

    private enum CodingKeys: String, CodingKey {
        case section, lines, title
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        section = try container.text(.section)
        lines = try container.text(.lines)
        title = try container.text(.title)
    }
}
