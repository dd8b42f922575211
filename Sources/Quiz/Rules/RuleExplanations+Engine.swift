import KnowledgeBase
import LifecycleEngine
import TraceRendering

extension RuleExplanations {
    /// The words for an engine rule in `language`; only its name if the content lacks it.
    public func words(for rule: Rule, in language: Language) -> RuleWords {
        let name = String(describing: rule)
        return self.rule(name).map { RuleWords(why: $0.text.text(in: language), evidence: $0.evidence.text(in: language)) }
            ?? RuleWords(why: name, evidence: "")
    }

    /// The words for a version rule in `language`; only its name if the content lacks it.
    public func words(for rule: VersionRule, in language: Language) -> RuleWords {
        let name = String(describing: rule)
        return versionRule(name).map { RuleWords(why: $0.text.text(in: language), evidence: $0.evidence.text(in: language)) }
            ?? RuleWords(why: name, evidence: "")
    }
}
