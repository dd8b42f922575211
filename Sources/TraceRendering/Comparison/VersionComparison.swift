import LifecycleEngine
import SequenceAlignment

/// One scenario's traces on several iOS versions, merged into rows: a row is one callback of one
/// object, with its place in each version's trace (nil where that version does not make it there).
/// A row that some version lacks is a difference, and each version names the rule behind it.
public struct VersionComparison: Sendable {
    public struct Row: Sendable {
        public let object: String
        public let callback: Callback
        /// The callback's 1-based position in each version's (filtered) trace, by major version.
        public let positions: [Int: Int]
        /// The rule that fired it, by major version.
        public let rules: [Int: Rule]
        /// The scenario step that made it, by major version.
        public let steps: [Int: Int32]

        public func differs(among versions: [Int]) -> Bool { versions.contains { positions[$0] == nil } }
    }

    /// The versions compared whose trace ran, in the order given.
    public let versions: [Int]
    /// Versions on which UIKit refuses a step of the scenario, with the refusal.
    public let refused: [Int: SimulationError]
    public let rows: [Row]

    public var differingRows: [Row] { rows.filter { $0.differs(among: versions) } }

    /// Runs `scenario` on each version and merges the traces, each aligned with the rows so far
    /// by their longest common subsequence of (object, callback), rules breaking ties.
    public init(scenario: Scenario, versions requested: [IOSVersion], filter: TraceFilter = .all) {
        var refused: [Int: SimulationError] = [:]
        var versions: [Int] = []
        var rows: [(object: String, callback: Callback, positions: [Int: Int], rules: [Int: Rule], steps: [Int: Int32])] = []
        for version in requested where !versions.contains(version.major) && refused[version.major] == nil {
            let trace: Trace
            do {
                trace = try LifecycleSimulator.run(scenario, on: version)
            } catch {
                refused[version.major] = error
                continue
            }
            versions.append(version.major)
            let events = trace.events.filter { filter.includes($0, of: trace) }
            let labels = events.map { (object: trace.object(of: $0).name, callback: $0.callback) }
            // A row fired by the same rule is the closer match: of the Notification Center's two
            // become-active calls on iOS 11, the one made when it closes pairs with iOS 10's one.
            let matches = LongestCommonSubsequence.pairs(rows.count, labels.count) { row, event in
                guard rows[row].object == labels[event].object, rows[row].callback == labels[event].callback else { return 0 }
                // Length first (no scenario has 10,000 callbacks), then the rules.
                return 10_000 + (rows[row].rules.values.contains(events[event].rule) ? 1 : 0)
            }.map { ($0.first, $0.second) }
            var merged: [(object: String, callback: Callback, positions: [Int: Int], rules: [Int: Rule], steps: [Int: Int32])] = []
            var row = 0, event = 0
            for (matchedRow, matchedEvent) in matches + [(rows.count, labels.count)] {
                while row < matchedRow { merged.append(rows[row]); row += 1 }
                while event < matchedEvent {
                    merged.append((labels[event].object, labels[event].callback, [version.major: event + 1], [version.major: events[event].rule],
                                   [version.major: events[event].step]))
                    event += 1
                }
                if matchedRow < rows.count {
                    var both = rows[matchedRow]
                    both.positions[version.major] = matchedEvent + 1
                    both.rules[version.major] = events[matchedEvent].rule
                    both.steps[version.major] = events[matchedEvent].step
                    merged.append(both)
                    row += 1; event += 1
                }
            }
            rows = merged
        }
        self.versions = versions
        self.refused = refused
        self.rows = rows.map { Row(object: $0.object, callback: $0.callback, positions: $0.positions, rules: $0.rules, steps: $0.steps) }
    }
}
