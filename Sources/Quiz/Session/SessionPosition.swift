/// Where the learner is in a session: "3 of 10", or a card seen before coming back ("3 of 10,
/// again"). The total counts cards, not turns, so it never grows as cards come back.
public struct SessionPosition: Sendable, Equatable {
    /// From 1.
    public let number: Int
    public let total: Int
    /// The card was shown before in this session (its learning step is up, or an undo).
    public let again: Bool
    /// Cards already shown, for the progress bar: those before this one, or every card seen when
    /// this one comes back.
    public let done: Int

    public init(number: Int, total: Int, again: Bool = false, done: Int? = nil) {
        self.number = number
        self.total = total
        self.again = again
        self.done = done ?? number - 1
    }
}
