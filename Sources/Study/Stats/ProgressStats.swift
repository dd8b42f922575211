/// The learner's progress at a glance: what `lifequiz stats` shows, and its `--format json`.
/// The JSON field names (the coding keys) are documented in docs/study.md: keep them stable.
public struct ProgressStats: Sendable, Equatable, Codable {
    /// When the figures were taken, ISO 8601 with the local offset.
    public let generatedAt: String
    /// The time zone whose calendar days the figures count in.
    public let timeZone: String
    public let cards: CardCounts
    /// Cards studied before, due by the end of today (overdue ones included).
    public let dueToday: Int
    /// Cards studied before, due before today began.
    public let overdue: Int
    /// Cards introduced and never studied.
    public let newAvailable: Int
    /// Cards first studied today; those of the study deck are what the day's new-card limit
    /// (`study --new`) has used.
    public let newStartedToday: Int
    /// Of `newStartedToday`, the cards a quiz or `answer` added beyond the study deck.
    public let newStartedTodayOutsideDeck: Int
    public let retention: Retention
    /// Consecutive calendar days with at least one review, up to today; a streak still counts
    /// through today until it ends without a review.
    public let streakDays: Int
    public let reviewedToday: Bool
    public let totalReviews: Int
    public let reviewsToday: Int
    /// Lowest retention first, among methods with enough reviews and at least one lapse.
    public let weakestMethods: [WeakSpot]
    public let weakestTopics: [WeakSpot]
    /// Reviews per calendar day, oldest first, ending today.
    public let daily: [DailyReviews]

    enum CodingKeys: String, CodingKey {
        case generatedAt = "generated_at", timeZone = "time_zone", cards, dueToday = "due_today", overdue
        case newAvailable = "new_available", newStartedToday = "new_started_today", newStartedTodayOutsideDeck = "new_started_today_outside_deck"
        case retention, streakDays = "streak_days", reviewedToday = "reviewed_today"
        case totalReviews = "total_reviews", reviewsToday = "reviews_today", weakestMethods = "weakest_methods"
        case weakestTopics = "weakest_topics", daily
    }

    /// Nothing studied or introduced yet.
    public var isEmpty: Bool { cards.total == 0 && totalReviews == 0 }
}
