import Foundation
import Study

/// A rating the learner may give, with the wait before the card's next review that it would
/// schedule, as Anki shows "1m 10m 1d 3d" over its buttons.
public struct RatingChoice: Sendable, Equatable {
    public let rating: Rating
    public let interval: TimeInterval

    public init(rating: Rating, interval: TimeInterval) {
        self.rating = rating
        self.interval = interval
    }

    /// The four choices for a card with `schedule`, reviewed at `time`.
    public static func all(for schedule: CardSchedule, scheduler: Scheduler, at time: Date) -> [RatingChoice] {
        Rating.allCases.map { rating in
            RatingChoice(rating: rating, interval: scheduler.review(schedule, rating: rating, at: time).due.timeIntervalSince(time))
        }
    }
}
