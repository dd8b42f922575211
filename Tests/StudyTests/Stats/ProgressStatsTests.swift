import Foundation
import Testing
@testable import Study

struct ProgressStatsTests {
    let a = StudyCard.fact("a", topic: "view-loading", methods: ["UIViewController.viewDidLoad()"])
    let b = StudyCard.fact("b", topic: "layout", methods: ["UIView.layoutSubviews()", "UIViewController.viewDidLayoutSubviews()"])
    let c = StudyCard.fact("c", topic: "layout", methods: ["UIView.layoutSubviews()"])

    @Test func nothingStudiedGivesAnEmptyReport() throws {
        let diary = try StudyDiary(cards: [])
        let stats = try diary.stats(at: "2026-03-10 12:00")
        #expect(stats.isEmpty)
        #expect(stats.retention.rate == nil)
        #expect(stats.streakDays == 0 && stats.totalReviews == 0)
        #expect(stats.daily.count == 14 && stats.daily.allSatisfy { $0.reviews == 0 })
    }

    @Test func theStreakCountsLocalCalendarDaysUpToToday() throws {
        let diary = try StudyDiary(cards: [a])
        // 23:30 in New York is the next day in UTC: counted in UTC these would be other days.
        try diary.answer(a.id, .good, at: "2026-03-07 23:30")
        try diary.answer(a.id, .good, at: "2026-03-08 23:30")  // the day clocks go forward
        try diary.answer(a.id, .good, at: "2026-03-09 00:10")
        try diary.answer(a.id, .good, at: "2026-03-10 07:00")
        let stats = try diary.stats(at: "2026-03-10 12:00")
        #expect(stats.streakDays == 4)
        #expect(stats.reviewedToday)
        #expect(stats.reviewsToday == 1)
        #expect(stats.timeZone == "America/New_York")
    }

    @Test func aStreakLastsUntilADayEndsWithoutAReview() throws {
        let diary = try StudyDiary(cards: [a])
        try diary.answer(a.id, .good, at: "2026-03-08 09:00")
        try diary.answer(a.id, .good, at: "2026-03-09 09:00")
        let morning = try diary.stats(at: "2026-03-10 08:00")
        #expect(morning.streakDays == 2)
        #expect(!morning.reviewedToday)
        #expect(try diary.stats(at: "2026-03-11 08:00").streakDays == 0)
    }

    @Test func retentionCountsOnlyGraduatedCardsReviewedInTheLastThirtyDays() throws {
        let diary = try StudyDiary(cards: [a, b])
        try diary.answer(a.id, .again, at: "2026-01-20 09:00")  // learning: left out
        try diary.answer(a.id, .easy, at: "2026-01-20 09:05")   // learning: graduates it
        try diary.answer(a.id, .good, at: "2026-02-01 09:00")   // review, but before the window
        try diary.answer(a.id, .again, at: "2026-02-20 09:00")  // review: a lapse
        try diary.answer(a.id, .good, at: "2026-02-20 09:10")   // relearning: left out
        try diary.answer(b.id, .easy, at: "2026-02-10 09:00")   // learning: left out
        try diary.answer(b.id, .hard, at: "2026-02-25 09:00")   // review: a pass
        try diary.answer(b.id, .good, at: "2026-03-09 09:00")   // review: a pass
        let stats = try diary.stats(at: "2026-03-10 12:00")
        // The window is 2026-02-09 ... 2026-03-10, today included.
        #expect(stats.retention == Retention(days: 30, reviews: 3, passed: 2, rate: 2.0 / 3.0))
        #expect(stats.totalReviews == 8)
    }

    @Test func dueTodayIncludesOverdueCardsAndThoseDueLaterToday() throws {
        let diary = try StudyDiary(cards: [a, b, c])
        try diary.answer(a.id, .easy, at: "2026-03-01 09:00")  // due 8 days later: 03-09, overdue
        try diary.answer(b.id, .easy, at: "2026-03-02 20:00")  // due 03-10 20:00: later today
        try diary.answer(c.id, .easy, at: "2026-03-03 09:00")  // due 03-11
        let stats = try diary.stats(at: "2026-03-10 12:00")
        #expect(stats.dueToday == 2)
        #expect(stats.overdue == 1)
        #expect(stats.newAvailable == 0)
        #expect(stats.cards == CardCounts(total: 3, new: 0, learning: 0, review: 3, relearning: 0))
    }

    /// What the day's new-card limit has used: cards whose first review is today, not cards
    /// reviewed again today after an earlier first one.
    @Test func newCardsStartedTodayCountFirstReviewsOnly() throws {
        let diary = try StudyDiary(cards: [a, b, c])
        try diary.answer(a.id, .good, at: "2026-03-09 09:00")
        try diary.answer(a.id, .good, at: "2026-03-10 09:00")
        try diary.answer(b.id, .good, at: "2026-03-10 10:00")
        let stats = try diary.stats(at: "2026-03-10 12:00")
        #expect(stats.newStartedToday == 1)
        #expect(stats.newAvailable == 1)
    }

    @Test func weakestMethodsNeedEnoughReviewsAndRankByRetention() throws {
        let diary = try StudyDiary(cards: [a, b, c])
        for card in [a, b, c] { try diary.answer(card.id, .easy, at: "2026-01-02 09:00") }
        // Review-state answers, days apart so each stays a review: a 5 of 5 recalled, b 3 of 5,
        // c 3 of 4 (too few to rank on its own).
        let plan: [(StudyCard, [Rating])] = [
            (a, [.good, .good, .good, .good, .good]),
            (b, [.again, .easy, .again, .easy, .good]),
            (c, [.again, .easy, .good, .good]),
        ]
        for (card, ratings) in plan {
            for (index, rating) in ratings.enumerated() {
                try diary.answer(card.id, rating, at: "2026-02-\(String(format: "%02d", 1 + 5 * index)) 09:00")
                if rating == .again { try diary.answer(card.id, .good, at: "2026-02-\(String(format: "%02d", 1 + 5 * index)) 09:15") }
            }
        }
        let stats = try diary.stats(at: "2026-03-10 12:00")
        // layoutSubviews: b and c, 9 reviews, 3 lapses; viewDidLayoutSubviews: b alone, 5 and 2.
        #expect(stats.weakestMethods == [
            WeakSpot(id: "UIViewController.viewDidLayoutSubviews()", reviews: 5, lapses: 2, retention: 0.6),
            WeakSpot(id: "UIView.layoutSubviews()", reviews: 9, lapses: 3, retention: 1 - 3.0 / 9.0),
        ])
        #expect(stats.weakestTopics == [WeakSpot(id: "layout", reviews: 9, lapses: 3, retention: 1 - 3.0 / 9.0)])
        let fewer = try diary.stats(at: "2026-03-10 12:00", options: StatsOptions(minimumReviews: 4, weakestCount: 1))
        #expect(fewer.weakestMethods.map(\.id) == ["UIViewController.viewDidLayoutSubviews()"])
    }

    @Test func dailyCountsCoverTheLastFourteenLocalDaysEndingToday() throws {
        let diary = try StudyDiary(cards: [a])
        try diary.answer(a.id, .good, at: "2026-02-24 09:00")  // fifteen days back: outside
        try diary.answer(a.id, .good, at: "2026-02-25 23:59")
        try diary.answer(a.id, .good, at: "2026-03-10 00:01")
        try diary.answer(a.id, .good, at: "2026-03-10 11:00")
        let daily = try diary.stats(at: "2026-03-10 12:00").daily
        #expect(daily.count == 14)
        #expect(daily.first == DailyReviews(date: "2026-02-25", reviews: 1))
        #expect(daily.last == DailyReviews(date: "2026-03-10", reviews: 2))
        #expect(daily.map(\.reviews).reduce(0, +) == 3)
    }
}
