import InterfaceText
import KnowledgeBase
import LifecycleEngine
import TraceRendering

extension RuleExplanations {
    /// The words for an engine rule in `language`; only its name if the content lacks it.
    /// A rule whose order rests on one log, or on Apple's documentation alone, or whose version
    /// range rests on one log, says so after its words: a learner, or a log that disagrees,
    /// should know how firm it is.
    public func words(for rule: Rule, in language: Language) -> RuleWords {
        let name = String(describing: rule)
        guard let entry = self.rule(name) else { return RuleWords(why: name, evidence: "") }
        let why = entry.text.text(in: language) + (caution(for: rule, in: language) ?? "")
        return RuleWords(why: why, evidence: entry.evidence.text(in: language).addressesSetApart)
    }

    /// How firm the rule is, when it is not: its order rests on one log, or on Apple's
    /// documentation alone, or its version range rests on one log (a sentence that starts with
    /// a space or bracket, to follow the rule's words).
    public func caution(for rule: Rule, in language: Language) -> String? {
        guard let entry = self.rule(String(describing: rule)) else { return nil }
        let versionsOnOneLog = rule.versionRule.flatMap { versionRule(String(describing: $0)) }?.restsOnOneLog ?? false
        let key = entry.restsOnOneLog ? "rule.basis.one-log" : entry.restsOnDocumentationAlone ? "rule.basis.no-log"
            : versionsOnOneLog ? "rule.basis.versions-on-one-log" : nil
        return key.map { TextCatalog.embedded(language.rawValue).text($0) }
    }

    /// The words for a version rule in `language`; only its name if the content lacks it.
    public func words(for rule: VersionRule, in language: Language) -> RuleWords {
        let name = String(describing: rule)
        return versionRule(name).map { RuleWords(why: $0.text.text(in: language), evidence: $0.evidence.text(in: language).addressesSetApart) }
            ?? RuleWords(why: name, evidence: "")
    }
}
