/// A curated scenario for ordering questions.
public struct ScenarioEntry: Sendable, Hashable, ListedContent {
    static let listName = "scenarios"

    public let file: String
    public let id: String
    public let topic: String
    /// 1: one controller; 2: two, with navigation or presentation; 3: app states, containers, versions.
    public let level: Int?
    public let title: LocalizedText
    public let script: String

    private enum CodingKeys: String, CodingKey {
        case id, topic, level, title, script
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        file = decoder.contentFile
        id = try container.text(.id)
        topic = try container.text(.topic)
        level = try container.integer(.level)
        title = try container.localized(.title)
        script = try container.text(.script)
    }
}
