import LifecycleEngine
import TraceRendering
import SeededProperties
import Testing

/// Any script ends in a trace or a typed error, on any version, and every trace renders in every
/// format: no input crashes or hangs the engine. Fixed seeds, a few seconds in all.
@Suite struct ScenarioPropertyTests {
    /// Parses, runs on `major` when the script parses, renders every format; what went wrong, or nil.
    private func runs(_ script: String, on major: Int) -> String? {
        let scenario: Scenario
        do { scenario = try ScenarioParser.parse(script) } catch { return error.location.line >= 1 ? nil : "no location: \(error)" }
        let trace: Trace
        do { trace = try LifecycleSimulator.run(scenario, on: IOSVersion(major)) } catch { return error.reason.isEmpty ? "empty refusal" : nil }
        for format in TraceRenderer.Format.allCases {
            for filter in [TraceFilter.all, TraceFilter([.appearance])] {
                let text = TraceRenderer(format: format, filter: filter, explain: true).render(trace, steps: scenario.steps)
                if text.isEmpty, !trace.events.isEmpty, filter == .all { return "\(format) rendered nothing" }
            }
        }
        return nil
    }

    @Test func tokenSoupParsesOrIsRefusedWithALocation() {
        SeededProperty(zip(ScriptGenerators.soup, Gen.int(in: 5...18))).check(seeds: 0..<800) { script, major in
            runs(script, on: major)
        }
    }

    @Test func grammaticalScriptsRunOrAreRefusedOnEveryVersion() {
        SeededProperty(zip(ScriptGenerators.grammatical, Gen.int(in: 5...18))).check(seeds: 0..<800) { script, major in
            runs(script, on: major)
        }
    }

    @Test func editedScriptsRunOrAreRefused() {
        SeededProperty(zip(ScriptGenerators.mutated, Gen.int(in: 5...18))).check(seeds: 0..<800) { script, major in
            runs(script, on: major)
        }
    }

    @Test func generatedScenariosWithEditsRunOrAreRefused() {
        let edited = zip(Gen.uint64(in: 0...UInt64(Int64.max)), Gen.int(in: 1...3), Gen.int(in: 0...40), Gen.int(in: 5...18))
        SeededProperty(edited).check(seeds: 0..<300) { seed, level, cut, major in
            var generator = ScenarioGenerator(seed: seed)
            let script = generator.draft(level: level).script
            let kept = script.utf8.count * cut / 40
            return runs(String(decoding: script.utf8.prefix(kept), as: UTF8.self), on: major)
        }
    }
}
