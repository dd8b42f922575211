import KnowledgeBase
import LifecycleEngine
import Quiz
import Testing

/// The engine names its rules; Content/rules.yaml explains each, in both languages.
@Suite struct RuleExplanationTests {
    let explanations = RuleExplanations.embedded

    @Test func everyRuleOfTheEngineIsExplainedAndNothingElse() {
        #expect(explanations.ruleNames == Set(Rule.allCases.map { String(describing: $0) }))
        #expect(explanations.versionRuleNames == Set(VersionRule.allCases.map { String(describing: $0) }))
    }

    /// A rule resting on one log, or on no log at all, says so in both languages;
    /// a rule with logs behind it carries no caution.
    @Test func aRuleWithoutLogsBehindItSaysSo() {
        #expect(explanations.words(for: .sceneURLBeforeForeground, in: .en).why.hasSuffix("(Caution: a single source shows this; other devices may differ.)"))
        #expect(explanations.words(for: .rootReplacedOldLeavesFirst, in: .zh).why.hasSuffix("（注意：没有公开日志显示这个顺序，它依据 Apple 文档或 UIKit 自身的代码推出。）"))
        #expect(!explanations.words(for: .lazyViewLoading, in: .en).why.contains("Caution"))
    }

    @Test func everyExplanationHasBothLanguagesAndEvidence() {
        for rule in Rule.allCases {
            let zh = explanations.words(for: rule, in: .zh)
            let en = explanations.words(for: rule, in: .en)
            #expect(zh.why != en.why && !zh.evidence.isEmpty, "\(rule)")
            #expect(zh.why.unicodeScalars.contains { $0.value >= 0x4E00 && $0.value <= 0x9FFF }, "\(rule): \(zh.why)")
        }
        for rule in VersionRule.allCases {
            let zh = explanations.words(for: rule, in: .zh)
            #expect(zh.why.unicodeScalars.contains { $0.value >= 0x4E00 && $0.value <= 0x9FFF }, "\(rule): \(zh.why)")
            #expect(!zh.evidence.isEmpty, "\(rule)")
        }
    }
}
