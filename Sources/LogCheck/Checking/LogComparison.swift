import LifecycleEngine
import SequenceAlignment

/// A log aligned with the engine's trace from one step on: the log's projection (the trace
/// narrowed to the pairs the log records) from that step is matched with the log by their
/// longest common subsequence. What is left over is missing, extra, or out of order.
struct LogComparison {
    let fromStep: Int
    let expected: [CheckReport.Call]
    /// The engine's rule for each expected callback.
    let rules: [Rule]
    /// The log's lines as compared: object (nil for any), callback, line number.
    let logged: [(object: String?, callback: Callback, line: Int)]
    /// Each line's object, a line naming none taking the object it was matched with (nil when unmatched).
    let resolvedObjects: [String?]
    let differences: [CheckReport.Difference]
    /// Rules of calls UIKit usually but not always makes (a second hit-test pass) none of whose
    /// calls the log shows: not differences.
    let absentUsual: [Rule]
    /// The containers whose lines were compared as printed after calling super.
    let printedAfterSuper: [String]
    /// Lines taken as the end of the step before `fromStep` (the log starts during it): not compared.
    let contextLines: [Int]
    /// Lines of a controller's orientation query beyond those the engine asks: UIKit asks
    /// whenever it needs the answer, how often varying, so they are not differences.
    let queriesAsNeeded: [Int]

    init(_ projection: LogProjection, fromStep: Int) {
        self.fromStep = fromStep
        printedAfterSuper = projection.printedAfterSuper
        let trace = projection.trace, items = projection.items, recorded = projection.recorded
        logged = items.map { (object: $0.item.object, callback: $0.item.callback, line: $0.line) }
        var expectedEvents = recorded.filter { Int($0.step) >= fromStep }
        // An endless recursion ends the run; the log shows its start, so only that much is expected.
        if trace.outcome != .finished, expectedEvents.count > items.count {
            expectedEvents = Array(expectedEvents.prefix(items.count))
        }
        let expected = expectedEvents.map { (object: trace.object(of: $0).name, callback: $0.callback, passesNil: $0.passesNil) }
        self.expected = expected
        rules = expectedEvents.map(\.rule)
        let matched = LongestCommonSubsequence.pairs(items.count, expected.count) { items[$0].item.matches(expected[$1]) }
            .map { (log: $0.first, expected: $0.second) }
        var resolved = items.map { $0.item.object }
        for pair in matched where resolved[pair.log] == nil { resolved[pair.log] = expected[pair.expected].object }
        resolvedObjects = resolved
        let matchedLog = Set(matched.map(\.log))
        let matchedExpected = Set(matched.map(\.expected))
        // A log that starts during the step before shows the end of it first: context, not extra.
        // Only the end: a log showing as many of that step's callbacks as it has recorded ran it
        // whole, and one showing them in another order ran it differently; both are compared
        // from that step instead.
        let earlier = recorded.filter { Int($0.step) == fromStep - 1 }.map { (object: trace.object(of: $0).name, callback: $0.callback, passesNil: $0.passesNil) }
        let firstMatched = matched.first?.log ?? items.count
        let context = items.indices.filter { index in
            !matchedLog.contains(index) && index < firstMatched && earlier.contains { items[index].item.matches($0) }
        }
        let inOrder = LongestCommonSubsequence.pairs(context.count, earlier.count) { items[context[$0]].item.matches(earlier[$1]) }.count == context.count
        // A log showing the step's first callback (one it makes once) began before the step, not during it.
        let showsItsStart = earlier.first.map { first in
            earlier.filter { $0 == first }.count == 1 && context.contains { items[$0].item.matches(first) }
        } ?? false
        let shownContext = context.count < earlier.count && inOrder && !showsItsStart ? Set(context) : []
        contextLines = shownContext.map { items[$0].line }.sorted()
        var unmatchedLog = items.indices.filter { !matchedLog.contains($0) && !shownContext.contains($0) }
        var differences: [CheckReport.Difference] = []
        for index in expected.indices where !matchedExpected.contains(index) {
            let wanted = expected[index]
            // The call logged elsewhere (out of order), or with the other argument (a wrong
            // argument), is that one line, not an extra line and a missing call; else it is missing.
            let found = unmatchedLog.firstIndex { items[$0].item.matches(wanted) }.map { ($0, CheckReport.Difference.Kind.outOfOrder) }
                ?? unmatchedLog.firstIndex { items[$0].item.differsOnlyInArgument(from: wanted) }.map { ($0, .wrongArgument) }
            let line = found.map { items[unmatchedLog.remove(at: $0.0)].line }
            differences.append(.init(kind: found?.1 ?? .missing, object: wanted.object, callback: wanted.callback, passesNil: wanted.passesNil,
                                     expectedPosition: index + 1, loggedLine: line, rule: expectedEvents[index].rule, ruleWhereItFits: nil))
        }
        // A log that shows none of the calls of a rule UIKit does not always follow fits without them.
        let usual = Set(expectedEvents.map(\.rule).filter(\.isUsualNotCertain))
        let absent = usual.filter { rule in !matchedExpected.contains { expectedEvents[$0].rule == rule } }
        absentUsual = absent.sorted { $0.rawValue < $1.rawValue }
        differences.removeAll { $0.kind == .missing && $0.rule.map(absent.contains) == true }
        let asNeeded = unmatchedLog.filter { index in
            let item = items[index].item
            return Self.isAskedAsNeeded(item.callback, on: trace.version)
                && item.object.map { name in trace.objects.first { $0.name == name }?.isController ?? true } != false
        }
        queriesAsNeeded = asNeeded.map { items[$0].line }
        unmatchedLog.removeAll(where: asNeeded.contains)
        for index in unmatchedLog {
            differences.append(.init(kind: .extra, object: items[index].item.object, callback: items[index].item.callback,
                                     passesNil: items[index].item.passesNil ?? false,
                                     expectedPosition: nil, loggedLine: items[index].line, rule: nil, ruleWhereItFits: nil))
        }
        self.differences = differences.sorted { ($0.loggedLine ?? Int.max, $0.expectedPosition ?? 0) < ($1.loggedLine ?? Int.max, $1.expectedPosition ?? 0) }
    }

    /// An orientation query UIKit makes on this version: the one its version rules let it ask.
    static func isAskedAsNeeded(_ callback: Callback, on version: IOSVersion) -> Bool {
        [.shouldAutorotateToInterfaceOrientation, .shouldAutorotate, .supportedInterfaceOrientations].contains(callback)
            && callback.versionRule?.holds(on: version) == true
    }

    /// The rule for the same callback of the same object, met as often before, in this comparison.
    func rule(forOccurrence occurrence: Int, of object: String?, _ callback: Callback) -> Rule? {
        let matching = expected.indices.filter { expected[$0].callback == callback && (object == nil || expected[$0].object == object) }
        return matching.indices.contains(occurrence) ? rules[matching[occurrence]] : nil
    }
}
