import Testing

import LifecycleEngine
import TraceRendering

/// `--explain` in text: the rule under each run of callbacks it explains, in full once.
@Suite struct ExplainedTextTests {
    @Test func aRuleIsExplainedInFullOnceThenPointedTo() throws {
        let scenario = try ScenarioParser.parse("launch nav(A); push B; push C; popToRoot")
        let trace = try LifecycleSimulator.run(scenario)
        let renderer = TraceRenderer(format: .text, explain: true, words: { RuleWords(why: "why \($0).", evidence: "evidence \($0)") })
        let lines = renderer.render(trace, steps: scenario.steps).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let popToRoot = lines.drop { !$0.hasPrefix("# 4.") }
        let cut = popToRoot.filter { $0.contains("cutFromStackReleasedEarly") || $0.contains("as under B didMove") }
        // B's willMove and didMove, then later its deinit: one rule, in full the first time only.
        #expect(cut == [
            "    ↳ (the 2 lines above) why cutFromStackReleasedEarly. [evidence cutFromStackReleasedEarly]",
            "    ↳ as under B didMove(toParent: nil) above",
        ])
        // A later step points back to the line of the step that gave it: the launch loaded Nav's view.
        #expect(lines.filter { $0.hasSuffix("[evidence lazyViewLoading]") }.count == 1)
        #expect(lines.contains("    ↳ (the 2 lines above) as under Nav viewDidLoad() in step 1 above"), "\(lines)")
    }

    /// A pointer names the line the rule is written under, the last of its run, not the first
    /// (nineteenth review C11: "as under S viewWillDisappear" where nothing was).
    @Test func aPointerNamesALineWithTheRuleUnderIt() throws {
        let scenario = try ScenarioParser.parse("ios 12; present S in viewDidAppear of A; dismiss in viewDidAppear of S; launch A")
        let trace = try LifecycleSimulator.run(scenario)
        let renderer = TraceRenderer(format: .text, explain: true, words: { RuleWords(why: "why \($0).", evidence: "evidence \($0)") })
        let lines = renderer.render(trace, steps: scenario.steps).split(separator: "\n").map(String.init)
        let pointed = lines.compactMap { $0.firstMatch(of: /as under (.+?) (?:in step \d+ )?above/).map { String($0.1) } }
        #expect(!pointed.isEmpty)
        for line in pointed {
            let under = lines.indices.filter { lines[$0] == line }.map { lines[$0 + 1] }
            #expect(under.contains { $0.hasPrefix("    ↳ ") && $0.contains("[evidence ") }, "\(line): \(under)")
        }
    }

    @Test func aRunOfCallbacksUnderOneRuleIsExplainedOnceAfterIt() throws {
        let scenario = try ScenarioParser.parse("launch A; addView V to A; tap V")
        let trace = try LifecycleSimulator.run(scenario)
        let renderer = TraceRenderer(format: .text, explain: true, words: { RuleWords(why: "why \($0).", evidence: "evidence \($0)") })
        let lines = renderer.render(trace, steps: scenario.steps).split(separator: "\n").map(String.init)
        let tap = Array(lines.drop { !$0.hasPrefix("# 3.") }.dropFirst())
        // Each hit-test pass, four lines, then its one explanation, which says how many it covers.
        #expect(tap.prefix(10).filter { $0.hasPrefix("    ↳ ") }.count == 2)
        #expect(tap[4] == "    ↳ (the 4 lines above) why hitTesting. [evidence hitTesting]")
        #expect(tap[9] == "    ↳ (the 4 lines above) why hitTestingRepeats. [evidence hitTestingRepeats]")
    }
}
