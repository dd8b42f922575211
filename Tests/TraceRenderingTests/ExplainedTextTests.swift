import Testing

import LifecycleEngine
import TraceRendering

/// `--explain` in text: the rule under every callback, its evidence once per step.
@Suite struct ExplainedTextTests {
    @Test func aRulesEvidenceIsGivenOnceAStep() throws {
        let scenario = try ScenarioParser.parse("launch nav(A); push B; push C; popToRoot")
        let trace = try LifecycleSimulator.run(scenario)
        let renderer = TraceRenderer(format: .text, explain: true, words: { RuleWords(why: "why \($0).", evidence: "evidence \($0)") })
        let lines = renderer.render(trace, steps: scenario.steps).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let popToRoot = lines.drop { !$0.hasPrefix("# 4.") }
        let cut = popToRoot.filter { $0.contains("why cutFromStackReleasedEarly.") }
        // B's willMove, didMove and deinit: one rule, its evidence under the first only.
        #expect(cut == [
            "    ↳ why cutFromStackReleasedEarly. [evidence cutFromStackReleasedEarly]",
            "    ↳ why cutFromStackReleasedEarly.",
            "    ↳ why cutFromStackReleasedEarly.",
        ])
        // Each step starts afresh: the launch cites the lazy-loading rule again in its own step.
        #expect(lines.filter { $0.hasSuffix("[evidence lazyViewLoading]") }.count >= 2)
    }
}
