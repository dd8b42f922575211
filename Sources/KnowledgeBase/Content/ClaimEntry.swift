/// One seed's side of a conflict: what it claims, and where.
public struct ClaimEntry: Sendable, Hashable, Decodable {
    public let citation: Citation
    public let claim: LocalizedText

    private enum CodingKeys: String, CodingKey {
        case claim
    }

    public init(from decoder: any Decoder) throws {
        // The citation's fields sit beside `claim` in the same mapping.
        citation = try Citation(from: decoder)
        claim = try decoder.container(keyedBy: CodingKeys.self).localized(.claim)
    }
}
