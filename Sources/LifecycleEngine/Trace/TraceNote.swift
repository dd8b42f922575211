/// Something the console would show that is not a callback: a UIKit warning, a crash.
public struct TraceNote: Hashable, Sendable {
    /// The note follows this many events.
    public let afterEvent: Int
    public let step: Int32
    public let text: String
}
