/// A callback sequence logged in a seed, with the scenario that reproduces it.
public struct TraceEntry: Sendable, Hashable, ListedContent {
    static let listName = "traces"

    public let file: String
    public let id: String
    public let source: Citation?
    public let ios: Int?
    public let title: LocalizedText
    public let conditions: LocalizedText
    public let scenario: String
    public let compareFrom: Int
    public let note: LocalizedText?
    /// `"<object> <callback as the log spells it>"`, e.g. `"A viewDidLoad"`.
    public let logged: [String]

    private enum CodingKeys: String, CodingKey {
        case id, source, ios, title, conditions, scenario, compareFrom, note, logged
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        file = decoder.contentFile
        id = try container.text(.id)
        source = try container.decodeIfPresent(Citation.self, forKey: .source)
        ios = try container.integer(.ios)
        title = try container.localized(.title)
        conditions = try container.localized(.conditions)
        scenario = try container.text(.scenario)
        compareFrom = try container.integer(.compareFrom) ?? 1
        note = try container.decodeIfPresent(LocalizedText.self, forKey: .note)
        logged = try container.texts(.logged)
    }
}
