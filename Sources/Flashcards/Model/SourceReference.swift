/// Where a card's content comes from: a passage of one of the seed documents.
public struct SourceReference: Codable, Hashable, Sendable {
    /// The seed's file name, e.g. `002_777fd6bad1933fe0.txt`.
    public var seed: String
    /// The heading or number as the seed writes it.
    public var section: String
    /// A line range in the seed file, e.g. `96-120`.
    public var lines: String

    public init(seed: String, section: String, lines: String) {
        self.seed = seed
        self.section = section
        self.lines = lines
    }

    /// One line for the back of a card or the end of a study sheet.
    public var citation: String {
        "\(seed) § \(section), lines \(lines)"
    }
}
