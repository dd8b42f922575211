/// How many cards the learner has, by where they stand.
public struct CardCounts: Sendable, Equatable, Codable {
    public let total: Int
    /// Introduced, never reviewed.
    public let new: Int
    public let learning: Int
    public let review: Int
    public let relearning: Int
    /// Of `total`, the cards the study deck does not hold: a quiz or `answer` adds the card of a
    /// question drawn outside it (a version rule's, a level's), and study schedules it too.
    public var outsideDeck = 0

    enum CodingKeys: String, CodingKey {
        case total, new, learning, review, relearning, outsideDeck = "outside_deck"
    }
}
