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
    /// calls it.
    public func placements(of methodID: String, limit: Int = 3) -> [Placement] {
        guard Callback.allCases.contains(where: { $0.methodID == methodID }) else { return [] }
        var placements: [Placement] = []
        for scenario in scenarios.sorted(by: { ($0.level, $0.script.count, $0.id) < ($1.level, $1.script.count, $1.id) }) where placements.count < limit {
            guard let parsed = try? ScenarioParser.parse(scenario.script),
                  let trace = try? LifecycleSimulator.run(parsed), trace.outcome == .finished else { continue }
            let shown = trace.events.filter { $0.callback.category != .queries }
            guard let index = shown.firstIndex(where: { $0.callback.methodID == methodID }) else { continue }
            placements.append(Placement(
                scenarioID: scenario.id, title: scenario.title, script: TraceReading.script(of: parsed),
                ios: trace.version.major, position: index + 1, count: shown.count,
                callback: TraceReading.label(of: shown[index], in: trace),
                after: index > 0 ? TraceReading.label(of: shown[index - 1], in: trace) : nil,
                before: index + 1 < shown.count ? TraceReading.label(of: shown[index + 1], in: trace) : nil))
        }
        return placements
    }
}
