/// The callbacks a scenario produces, in order.
public struct Trace: Sendable {
    public enum Outcome: Hashable, Sendable {
        case finished
        /// The app would crash here (for example an endless loadView/viewDidLoad recursion); the
        /// steps after `step` did not run.
        case crashed(step: Int32, reason: String)
    }

    public let version: IOSVersion
    public let objects: [TraceObject]
    public let events: TraceEvents
    public let notes: [TraceNote]
    public let outcome: Outcome
    /// For an appearance callback of a navigation or tab bar controller: the index one past the
    /// last event UIKit makes inside that method's own implementation, where it tells the child it
    /// shows (its top or selected controller). An app's override that prints after calling super
    /// prints after those. Absent when the method tells no child.
    public let forwardingEnds: [Int: Int]
    /// Where the code the scenario wrote into callbacks ran, in the order the runs ended.
    public let codeRuns: [CodeRun]

    public init(version: IOSVersion, objects: [TraceObject], events: TraceEvents, notes: [TraceNote], outcome: Outcome,
                forwardingEnds: [Int: Int] = [:], codeRuns: [CodeRun] = []) {
        self.version = version
        self.objects = objects
        self.events = events
        self.notes = notes
        self.outcome = outcome
        self.forwardingEnds = forwardingEnds
        self.codeRuns = codeRuns
    }

    public func object(of event: TraceEvent) -> TraceObject { objects[Int(event.object)] }

    /// Whether UIKit fixes the relative order of two events of this trace.
    public func orderIsFixed(_ first: Int, _ second: Int) -> Bool {
        let a = events[first], b = events[second]
        return a.object == b.object || a.unorderedBlock == 0 || a.unorderedBlock != b.unorderedBlock
    }
}
