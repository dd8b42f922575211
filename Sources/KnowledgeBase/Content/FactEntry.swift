/// One fact of a topic, in both languages, with its citations.
public struct FactEntry: Sendable, Hashable, Decodable {
    public static let kinds: Set<String> = ["definition", "behavior", "order", "version", "tip"]

    public let file: String
    public let id: String
    /// The method it is mostly about, by method id.
    public let method: String?
    /// Other methods it involves, by method id.
    public let methods: [String]
    public let kind: String
    public let ios: VersionRange?
    public let text: LocalizedText
    public let sources: [Citation]
    /// The Apple documentation page it cites, for knowledge beyond the seeds.
    public let apple: String?

    /// The main method, then the others, as written (repeats kept).
    public var allMethodIDs: [String] { [method].compactMap { $0 } + methods }

    private enum CodingKeys: String, CodingKey {
        case id, method, methods, kind, ios, zh, en, sources, apple
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        file = decoder.contentFile
        id = try container.text(.id)
        method = try container.optionalText(.method)
        methods = try container.texts(.methods)
        kind = try container.text(.kind)
        ios = try container.decodeIfPresent(VersionRange.self, forKey: .ios)
        text = LocalizedText(zh: try container.text(.zh), en: try container.text(.en))
        sources = try container.list(.sources)
        apple = try container.optionalText(.apple)
    }
}
