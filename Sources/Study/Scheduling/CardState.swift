/// Where a card is in FSRS's life cycle.
/// The raw values are FSRS's and are stored in the progress database: never renumber them.
public enum CardState: Int, Sendable, Codable, CaseIterable {
    /// New, or stepping through the learning steps (minutes apart).
    case learning = 1
    /// Graduated: scheduled in whole days from its stability.
    case review = 2
    /// Forgotten after graduating: stepping through the relearning steps.
    case relearning = 3
}
