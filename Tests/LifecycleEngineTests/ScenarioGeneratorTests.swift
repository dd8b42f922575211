import LifecycleEngine
import Testing

@Suite struct ScenarioGeneratorTests {
    @Test func theSameSeedDraftsTheSameScenarios() {
        var first = ScenarioGenerator(seed: 42), second = ScenarioGenerator(seed: 42)
        for level in 1...3 {
            #expect(first.draft(level: level) == second.draft(level: level))
        }
    }

    @Test(arguments: 1...3)
    func draftsRunWithoutRefusalAndKeepTheInvariants(_ level: Int) throws {
        var generator = ScenarioGenerator(seed: UInt64(level) * 7919)
        for _ in 0..<150 {
            let draft = generator.draft(level: level)
            let trace = try LifecycleSimulator.run(script: draft.script, on: draft.version)
            #expect(TraceInvariants.violations(in: trace).isEmpty, "\(draft.script)")
        }
    }

    @Test(arguments: 1...3)
    func aDraftsScenarioIsItsScriptParsed(_ level: Int) throws {
        var generator = ScenarioGenerator(seed: UInt64(level) * 104_729)
        for _ in 0..<100 {
            let draft = generator.draft(level: level)
            #expect(try ScenarioParser.parse(draft.script) == draft.scenario, "\(draft.script)")
        }
    }

    @Test func levelOneDraftsUseOneController() {
        var generator = ScenarioGenerator(seed: 1)
        for _ in 0..<100 {
            let script = generator.draft(level: 1).script
            #expect(!script.contains("push") && !script.contains("present") && !script.contains("nav("), "\(script)")
        }
    }

    /// Level 3 reaches the steps of real apps: a URL or link, a new root, a second window, and a
    /// trait handler registered before the turn or style switch it is asked about.
    @Test func levelThreeDrawsTheStepsRealAppsRun() {
        var generator = ScenarioGenerator(seed: 11)
        let app = (0..<200).map { _ in generator.draft(level: 3, topic: .app).script }
        for step in ["open url", "open link", "setRoot", "openScene"] {
            #expect(app.contains { $0.contains(step) }, "no level 3 app draft has \(step)")
        }
        let rotation = (0..<100).map { _ in generator.draft(level: 3, topic: .rotation, version: IOSVersion(17)!).script }
        #expect(rotation.contains { $0.contains("registerTraits") })
    }

    @Test func aTopicNarrowsTheDraws() {
        var generator = ScenarioGenerator(seed: 5)
        for _ in 0..<50 {
            #expect(generator.draft(level: 3, topic: .tabs).script.contains("tabs("))
        }
    }

    @Test(arguments: 1...3)
    func everyMoveAfterTheLaunchIsOfTheTopic(_ level: Int) throws {
        var generator = ScenarioGenerator(seed: UInt64(level) * 31)
        for topic in ScenarioTopic.allCases {
            for _ in 0..<30 {
                let draft = generator.draft(level: level, topic: topic)
                let moves = draft.scenario.steps.dropFirst()
                // A memory question may first push a controller, so that one is off screen.
                let offTopic = moves.filter { !$0.action.topics.contains(topic) && !(topic == .memory && $0.text.hasPrefix("push")) }
                #expect(offTopic.isEmpty, "\(topic): \(draft.script)")
                if let last = moves.last { #expect(last.action.topics.contains(topic), "\(topic): \(draft.script)") }
            }
        }
    }

    @Test func controllersAreNamedInAlphabeticalOrder() {
        var generator = ScenarioGenerator(seed: 17)
        for _ in 0..<100 {
            let draft = generator.draft(level: 2, topic: .loading)
            let names = draft.scenario.steps.compactMap { step -> String? in
                let words = step.text.split(separator: " ")
                guard words.count > 1, words[0] == "push" || words[0] == "present" else { return nil }
                return String(words[1].prefix { $0.isLetter && $0.isUppercase })
            }
            let expected = ["B", "C", "D", "E"].prefix(names.count)
            #expect(names == Array(expected), "\(draft.script)")
        }
    }

    @Test func aRequestedVersionIsKept() {
        var generator = ScenarioGenerator(seed: 9)
        #expect(generator.draft(level: 3, version: IOSVersion(9)).version == IOSVersion(9))
    }

    @Test func longScenariosRunToTheEnd() throws {
        let trace = try LifecycleSimulator.run(script: ScenarioGenerator.longScenario(episodes: 300, seed: 3))
        #expect(trace.outcome == .finished)
        #expect(trace.events.count > 5_000)
        #expect(TraceInvariants.violations(in: trace).isEmpty)
    }
}
