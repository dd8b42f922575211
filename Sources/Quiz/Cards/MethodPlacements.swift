import KnowledgeBase
import LifecycleEngine

/// Where a callback sits in the curated scenarios, as the engine runs them: for `lifequiz show`.
public struct MethodPlacements: Sendable {
    public struct Placement: Sendable, Hashable, Encodable {
        public let scenarioID: String
        public let title: LocalizedText
        public let script: String
        public let ios: Int
        /// 1-based position among the scenario's callbacks, property queries left out.
        public let position: Int
        public let count: Int
        public let callback: String
        public let after: String?
        public let before: String?
    }

    public let scenarios: [CuratedScenario]

    public init(scenarios: [CuratedScenario]) { self.scenarios = scenarios }

    /// Up to `limit` placements of the method, simplest scenarios first (lowest level, then the
    /// shortest script: a plain launch before a launch with extras); none when the engine never
    /// calls it. A placement is the call in the steps the scenario's title is about (a pop's
    /// didMove, not the launch's); only when no scenario makes it there is a call of the setup
    /// shown. A scenario that would show the same neighbours as an earlier one is passed over.
    public func placements(of methodID: String, limit: Int = 3) -> [Placement] {
        guard Callback.allCases.contains(where: { $0.methodID == methodID }) else { return [] }
        var inFocus: [Placement] = [], inSetup: [Placement] = []
        for scenario in scenarios.sorted(by: { ($0.level, $0.script.count, $0.id) < ($1.level, $1.script.count, $1.id) }) where inFocus.count < limit {
            guard let parsed = try? ScenarioParser.parse(scenario.script),
                  let trace = try? LifecycleSimulator.run(parsed), trace.outcome == .finished else { continue }
            let shown = trace.events.filter { $0.callback.category != .queries }
            let focus = AskedScenario.firstAskedStep(of: scenario, parsed: parsed, trace: trace)
            let calls = shown.indices.filter { shown[$0].callback.methodID == methodID }
            guard let index = calls.first(where: { shown[$0].step >= focus }) ?? calls.first else { continue }
            let placement = Placement(
                scenarioID: scenario.id, title: scenario.title, script: TraceReading.script(of: parsed),
                ios: trace.version.major, position: index + 1, count: shown.count,
                callback: TraceReading.label(of: shown[index], in: trace),
                after: index > 0 ? TraceReading.label(of: shown[index - 1], in: trace) : nil,
                before: index + 1 < shown.count ? TraceReading.label(of: shown[index + 1], in: trace) : nil)
            let known = (inFocus + inSetup).contains { ($0.after, $0.callback, $0.before) == (placement.after, placement.callback, placement.before) }
            if !known {
                if shown[index].step >= focus { inFocus.append(placement) } else { inSetup.append(placement) }
            }
        }
        return Array((inFocus.isEmpty ? inSetup : inFocus).prefix(limit))
    }
}
