/// A passage of a seed document: `{seed: 002_777fd6bad1933fe0.txt, section: "UIViewController", lines: "196-222"}`.
public struct Citation: Sendable, Hashable, Codable {
    /// The seed's file name, which is also its source id.
    public var seed: String
    /// The heading or number as the seed writes it.
    public var section: String
    /// A line range in the seed file, `N-M`.
    public var lines: String
    /// The section's English title (sources.yaml), when read from the knowledge base: what an
    /// English reader is shown instead of the seed's Chinese heading.
    public var sectionTitle: String?

    public init(seed: String, section: String, lines: String, sectionTitle: String? = nil) {
        self.seed = seed
        self.section = section
        self.lines = lines
        self.sectionTitle = sectionTitle
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        seed = try container.text(.seed)
        section = try container.text(.section)
        lines = try container.text(.lines)
    }
}
