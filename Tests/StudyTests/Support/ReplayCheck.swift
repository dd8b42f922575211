import Foundation
@testable import Study

/// Whether a card's stored schedule is exactly what its review log produces, replayed from a new
/// card: true only if every answer was written whole (log and state in one transaction) and each
/// was scheduled from the state the previous one left.
enum ReplayCheck {
    static func storedScheduleMatchesLog(_ cardID: String, in store: ProgressStore) throws -> Bool {
        guard let card = try store.card(cardID) else { return false }
        let log = try store.history(of: cardID)
        var schedule = CardSchedule.new(due: card.introducedAt)
        for entry in log { schedule = store.scheduler.review(schedule, rating: entry.rating, at: entry.reviewedAt) }
        return card.reviews == log.count
            && schedule.state == card.schedule.state && schedule.step == card.schedule.step
            && schedule.memory == card.schedule.memory
            && abs(schedule.due.timeIntervalSince(card.schedule.due)) < 0.001
    }
}
