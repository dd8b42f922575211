/// How well the learner recalled a card, on FSRS's four-point scale.
/// The raw values are FSRS's and are stored in the progress database: never renumber them.
public enum Rating: Int, Sendable, Codable, CaseIterable {
    case again = 1
    case hard = 2
    case good = 3
    case easy = 4

    /// Whether the learner recalled the card at all; `again` is the only failing rating.
    public var isPass: Bool { self != .again }
}
