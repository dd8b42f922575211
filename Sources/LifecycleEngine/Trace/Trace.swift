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

    public func object(of event: TraceEvent) -> TraceObject { objects[Int(event.object)] }

    /// Whether UIKit fixes the relative order of two events of this trace.
    public func orderIsFixed(_ first: Int, _ second: Int) -> Bool {
        let a = events[first], b = events[second]
        return a.object == b.object || a.unorderedBlock == 0 || a.unorderedBlock != b.unorderedBlock
    }
}
