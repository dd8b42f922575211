/// How many cards the learner has, by where they stand.
public struct CardCounts: Sendable, Equatable, Codable {
    public let total: Int
    /// Introduced, never reviewed.
    public let new: Int
    public let learning: Int
    public let review: Int
    public let relearning: Int
}
