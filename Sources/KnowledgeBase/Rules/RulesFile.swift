/// `rules.yaml`: the words for the engine's rules, why a callback fired (`rules`) and what
/// changed between iOS versions (`version-rules`).
public struct RulesFile: Sendable, Decodable {
    public let rules: [RuleEntry]
    public let versionRules: [RuleEntry]

    private enum CodingKeys: String, CodingKey {
        case rules
        case versionRules = "version-rules"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        rules = try container.list(.rules)
        versionRules = try container.list(.versionRules)
    }

    init(rules: [RuleEntry] = [], versionRules: [RuleEntry] = []) {
        self.rules = rules
        self.versionRules = versionRules
    }
}
