/// A class, protocol, function or concept that methods belong to, as `classes.yaml` lists it.
public struct ClassEntry: Sendable, Hashable, ListedContent {
    static let listName = "classes"

    public static let kinds: Set<String> = ["class", "protocol", "function", "concept"]

    public let file: String
    public let id: String
    public let kind: String
    public let parent: String?
    public let summary: LocalizedText

    private enum CodingKeys: String, CodingKey {
        case id, kind, parent, summary
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        file = decoder.contentFile
        id = try container.text(.id)
        kind = try container.text(.kind)
        parent = try container.optionalText(.parent)
        summary = try container.localized(.summary)
    }
}
