import LifecycleEngine
/// The lanes' own notes — what was folded or cut short to fit — worded by the caller in the
/// reader's language: the engine says what happened, the interface says it in words.
public struct LaneNotes: Sendable {
    /// The title of the last lane when objects share it: `+8 more`.
    public var sharedTitle: @Sendable (_ count: Int) -> String
    /// Which objects share the last lane (`names` lists the first few).
    public var shared: @Sendable (_ count: Int, _ names: String) -> String
    /// Long names were cut short to fit `columns`.
    public var fitted: @Sendable (_ columns: Int) -> String

    public init(sharedTitle: @escaping @Sendable (Int) -> String,
                shared: @escaping @Sendable (Int, String) -> String,
                fitted: @escaping @Sendable (Int) -> String) {
        self.sharedTitle = sharedTitle
        self.shared = shared
        self.fitted = fitted
    }

    /// Figures without words, for callers that give none.
    public static let figures = LaneNotes(sharedTitle: { "+\($0)" }, shared: { "\($0): \($1)" }, fitted: { "≤ \($0)" })
}
