/// `topics/<topic>.yaml`: the methods, facts and pitfalls of one topic.
public struct TopicFile: Sendable, Hashable, Decodable {
    public let file: String
    public let topic: String
    public let title: LocalizedText
    public let methods: [MethodEntry]
    public let facts: [FactEntry]
    public let pitfalls: [PitfallEntry]

    private enum CodingKeys: String, CodingKey {
        case topic, title, methods, facts, pitfalls
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        file = decoder.contentFile
        topic = try container.text(.topic)
        title = try container.localized(.title)
        methods = try container.list(.methods)
        facts = try container.list(.facts)
        pitfalls = try container.list(.pitfalls)
    }
}
