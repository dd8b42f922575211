/// A disagreement between seeds, every claim kept, and why they differ.
public struct ConflictEntry: Sendable, Hashable, ListedContent {
    static let listName = "conflicts"

    public let file: String
    public let id: String
    public let topic: String
    public let title: LocalizedText
    public let methods: [String]
    public let claims: [ClaimEntry]
    public let explanation: LocalizedText
    public let scenario: String?
    public let iosVersions: String?

    private enum CodingKeys: String, CodingKey {
        case id, topic, title, methods, claims, explanation, scenario, iosVersions
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        file = decoder.contentFile
        id = try container.text(.id)
        topic = try container.text(.topic)
        title = try container.localized(.title)
        methods = try container.texts(.methods)
        claims = try container.list(.claims)
        explanation = try container.localized(.explanation)
        scenario = try container.optionalText(.scenario)
        iosVersions = try container.optionalText(.iosVersions)
    }
}
