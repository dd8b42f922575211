/// How much a day of study may hold, as in Anki's deck options. Cards still in learning or
/// relearning are never held back: their steps are minutes apart and skipping them would undo
/// the learning.
public struct DueLimits: Sendable, Equatable {
    /// New cards to start per calendar day.
    public var newPerDay: Int
    /// Reviews of graduated cards per calendar day.
    public var reviewsPerDay: Int

    public init(newPerDay: Int = 20, reviewsPerDay: Int = 200) {
        self.newPerDay = newPerDay
        self.reviewsPerDay = reviewsPerDay
    }
}
