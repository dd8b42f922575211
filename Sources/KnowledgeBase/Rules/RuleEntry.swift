/// What one of the engine's rules means: its explanation in both languages and its evidence,
/// keyed by the rule's name in LifecycleEngine (`lazyViewLoading`, `autoLayout`).
public struct RuleEntry: Sendable, Hashable, Decodable {
    public let id: String
    public let text: LocalizedText
    /// The seed passage or documented behaviour behind the rule, in both languages.
    public let evidence: LocalizedText
    /// The version range, or the order, rests on a single developer's log (`basis: one-log`):
    /// one device, one run, so other devices may differ; the rule's words say so.
    public let restsOnOneLog: Bool
    /// No published log shows the order; it is inferred from Apple's documentation or UIKit's own
    /// code (`basis: no-log`).
    public let restsOnDocumentationAlone: Bool

    private enum CodingKeys: String, CodingKey {
        case id, text, evidence, basis
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.text(.id)
        text = try container.localized(.text)
        evidence = try container.localized(.evidence)
        let basis = try container.decodeIfPresent(String.self, forKey: .basis)
        guard basis == nil || basis == "one-log" || basis == "no-log" else {
            throw DecodingError.dataCorruptedError(forKey: .basis, in: container, debugDescription: "basis is one-log, no-log or absent, not '\(basis!)'")
        }
        restsOnOneLog = basis == "one-log"
        restsOnDocumentationAlone = basis == "no-log"
    }
}
