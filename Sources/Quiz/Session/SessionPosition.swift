/// Where the learner is in a session: "3 of 10".
public struct SessionPosition: Sendable, Equatable {
    /// From 1.
    public let number: Int
    public let total: Int

    public init(number: Int, total: Int) {
        self.number = number
        self.total = total
    }
}
