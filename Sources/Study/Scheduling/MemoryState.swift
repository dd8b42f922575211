/// FSRS's model of one card in the learner's memory. A card has none until its first review.
public struct MemoryState: Sendable, Equatable {
    /// Days until the probability of recall falls to 90%.
    public var stability: Double
    /// 1 (easy) ... 10 (hard): how much each successful review can raise the stability.
    public var difficulty: Double

    public init(stability: Double, difficulty: Double) {
        self.stability = stability
        self.difficulty = difficulty
    }
}
