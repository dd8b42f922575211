import LifecycleEngine
/// What a rule means in a reader's language, and its evidence. The engine has none of these
/// words; callers look them up in the content by the rule's name.
public struct RuleWords: Sendable, Hashable {
    public var why: String
    public var evidence: String

    public init(why: String, evidence: String) {
        self.why = why
        self.evidence = evidence
    }

    /// Only the rule's name, for callers without content (tests, tools).
    @Sendable public static func named(_ rule: Rule) -> RuleWords {
        RuleWords(why: String(describing: rule), evidence: "")
    }
}
