/// The iOS versions a fact holds for: `{from: 6, to: 12}`, either end optional.
public struct VersionRange: Sendable, Hashable, Codable {
    public let from: Int?
    public let to: Int?

    public init(from: Int?, to: Int?) {
        self.from = from
        self.to = to
    }

    private enum CodingKeys: String, CodingKey {
        case from, to
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        from = try container.integer(.from)
        to = try container.integer(.to)
    }
}
