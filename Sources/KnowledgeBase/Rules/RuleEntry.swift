/// What one of the engine's rules means: its explanation in both languages and its evidence,
/// keyed by the rule's name in LifecycleEngine (`lazyViewLoading`, `autoLayout`).
public struct RuleEntry: Sendable, Hashable, Decodable {
    public let id: String
    public let text: LocalizedText
    /// The seed passage or documented behaviour behind the rule.
    public let evidence: String

    private enum CodingKeys: String, CodingKey {
        case id, text, evidence
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.text(.id)
        text = try container.localized(.text)
        evidence = try container.text(.evidence)
    }
}
