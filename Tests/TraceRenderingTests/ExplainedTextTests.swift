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
        let pointed = lines.compactMap { $0.firstMatch(of: /as under (?:the \w+ )?(.+?) (?:in step \d+ )?above/).map { String($0.1) } }
        #expect(!pointed.isEmpty)
        for line in pointed {
            let under = lines.indices.filter { lines[$0] == line }.map { lines[$0 + 1] }
            #expect(under.contains { $0.hasPrefix("    ↳ ") && $0.contains("[evidence ") }, "\(line): \(under)")
        }
    }

    /// A pointer to a line its step has twice says which of them carries the rule: the nearest
    /// such line above may hold only another pointer (twentieth review #12).
    @Test func aPointerToALineItsStepHasTwiceSaysWhichOne() throws {
        let scenario = try ScenarioParser.parse("launch tabs(A, nav(B)); select B; push C; select A; select B; pop")
        let trace = try LifecycleSimulator.run(scenario)
        let renderer = TraceRenderer(format: .text, explain: true, words: { RuleWords(why: "why \($0).", evidence: "evidence \($0)") })
        let lines = renderer.render(trace, steps: scenario.steps).split(separator: "\n").map(String.init)
        let ordinals = ["first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5]
        var step = 0, checked = 0
        for line in lines {
            if line.hasPrefix("# "), let number = Int(line.dropFirst(2).prefix { $0 != "." }) { step = number }
            guard let pointer = line.firstMatch(of: /as under (?:the (\w+) )?(.+?) (?:in step (\d+) )?above/) else { continue }
            let target = String(pointer.2)
            let ordinal = pointer.1.map { ordinals[String($0)] ?? 0 } ?? 1
            let inStep = pointer.3.flatMap { Int($0) } ?? step
            // The lines of that step, and where the named one of that text is.
            let stepLines = Array(lines.drop { $0 != "# \(inStep). \(scenario.steps[inStep - 1].text)" }.dropFirst().prefix { !$0.hasPrefix("# ") })
            let matches = stepLines.indices.filter { stepLines[$0] == target }
            #expect(pointer.1 != nil || matches.count == 1, "\(line): \(target) is in step \(inStep) \(matches.count) times")
            let index = try #require(matches.dropFirst(ordinal - 1).first, "\(line)")
            #expect(stepLines[index + 1].contains("[evidence "), "\(line): under it is \(stepLines[index + 1])")
            checked += 1
        }
        #expect(lines.contains { $0.contains("as under the first B edgesForExtendedLayout in step 2 above") })
        #expect(checked > 10)
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
