/// One callback: who received it, which, during which scenario step, and the rule that fired it.
public struct TraceEvent: Hashable, Sendable {
    /// Index into `Trace.objects`.
    public let object: Int32
    public let callback: Callback
    public let rule: Rule
    /// 1-based index of the scenario step (`ios` lines not counted) that caused it.
    public let step: Int32
    /// Events sharing a non-zero block, received by different objects, come in an order UIKit
    /// does not fix (notification delivery, sibling constraint passes, nib awakening). Events of
    /// one object keep their order.
    public let unorderedBlock: Int32
}
