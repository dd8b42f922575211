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
