import Foundation
import Testing
@testable import Study

/// Taking back a review: the `u` of `quiz` and `study`.
struct UndoTests {
    let start = Date(timeIntervalSince1970: 1_767_600_000)  // 2026-01-05T08:00:00Z
    let a = StudyCard.fact("a")

    @Test func undoingACardsOnlyReviewMakesItNewAgain() throws {
        let store = try ProgressStore.inMemory()
        try store.introduce([a], at: start)
        let review = try store.record(Answer(cardID: a.id, rating: .good), at: start + 30)
        let card = try store.undo(review)
        #expect(card.isNew)
        #expect(card.schedule == .new(due: start))
        #expect(try store.card(a.id) == card)
        #expect(try store.history(of: a.id).isEmpty)
    }

    @Test func undoRestoresTheScheduleAndLapsesThePreviousReviewLeft() throws {
        let store = try ProgressStore.inMemory()
        try store.introduce([a], at: start)
        try store.record(Answer(cardID: a.id, rating: .easy), at: start)
        let graduated = try #require(try store.card(a.id))
        #expect(graduated.schedule.state == .review)
        let lapse = try store.record(Answer(cardID: a.id, rating: .again), at: graduated.schedule.due)
        #expect(try store.card(a.id)?.lapses == 1)
        let restored = try store.undo(lapse)
        #expect(restored.schedule == graduated.schedule)
        #expect(restored.lapses == 0 && restored.reviews == 1)
        // Recording the same rating again schedules exactly as the first time did.
        let again = try store.record(Answer(cardID: a.id, rating: .again), at: graduated.schedule.due)
        #expect(again.dueAfter == lapse.dueAfter && again.stabilityAfter == lapse.stabilityAfter)
    }

    @Test func onlyACardsLatestReviewCanBeUndoneAndOnlyOnce() throws {
        let store = try ProgressStore.inMemory()
        try store.introduce([a], at: start)
        let first = try store.record(Answer(cardID: a.id, rating: .good), at: start)
        let second = try store.record(Answer(cardID: a.id, rating: .good), at: start + 600)
        #expect(throws: ProgressError.notLatestReview(cardID: a.id)) { try store.undo(first) }
        try store.undo(second)
        #expect(throws: ProgressError.notLatestReview(cardID: a.id)) { try store.undo(second) }
        #expect(try store.history(of: a.id) == [first])
    }

    @Test func theForecastCountsWhatIsDueNowTomorrowAndWhenTheNextComes() throws {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let store = try ProgressStore.inMemory()
        try store.introduce([a, .fact("b"), .fact("c")], at: start)
        try store.record(Answer(cardID: a.id, rating: .again), at: start)                  // back in 1 minute
        let b = try store.record(Answer(cardID: "fact:view-loading.b", rating: .easy), at: start)  // in days
        #expect(b.dueAfter > start + 2 * 86_400)
        #expect(try store.forecast(at: start, calendar: utc)
                == DueForecast(dueNow: 0, dueTomorrow: 1, nextDue: start + 60, new: 1, time: start))
        #expect(try store.forecast(at: start + 120, calendar: utc)
                == DueForecast(dueNow: 1, dueTomorrow: 0, nextDue: b.dueAfter, new: 1, time: start + 120))
    }

    @Test func newCardsComeTopicByTopicInTheOrderGiven() throws {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let store = try ProgressStore.inMemory()
        try store.introduce([.fact("n1", topic: "navigation"), .fact("l1", topic: "layout"), .fact("v1"),
                             .fact("o1", topic: "other"), .fact("n2", topic: "navigation"), .fact("v2")], at: start)
        let due = try store.dueCards(at: start, limits: DueLimits(newPerDay: 10), calendar: utc,
                                     topicOrder: ["view-loading", "layout", "navigation"])
        #expect(due.new.map(\.card.id) == ["fact:view-loading.v1", "fact:view-loading.v2", "fact:layout.l1",
                                           "fact:navigation.n1", "fact:navigation.n2", "fact:other.o1"])
        let navigation = try store.dueCards(at: start, calendar: utc, topics: ["navigation"])
        #expect(navigation.new.map(\.card.id) == ["fact:navigation.n1", "fact:navigation.n2"])
    }
}
