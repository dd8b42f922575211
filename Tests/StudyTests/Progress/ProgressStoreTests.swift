import Foundation
import Testing
@testable import Study

struct ProgressStoreTests {
    let start = Date(timeIntervalSince1970: 1_767_600_000)  // 2026-01-05T08:00:00Z, a Monday
    let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    @Test func introducedCardsAreNewAndDueAtOnce() throws {
        let store = try ProgressStore.inMemory()
        #expect(try store.introduce([.fact("a"), .fact("b")], at: start) == 2)
        let card = try #require(try store.card("fact:view-loading.a"))
        #expect(card.isNew)
        #expect(card.schedule == .new(due: start))
        #expect(card.card.methodIDs == ["UIViewController.viewDidLoad()"])
        #expect(try store.dueCards(at: start, calendar: utc).new.map(\.card.id) == ["fact:view-loading.a", "fact:view-loading.b"])
    }

    @Test func reintroducingACardUpdatesItsTopicButKeepsItsSchedule() throws {
        let store = try ProgressStore.inMemory()
        try store.introduce([.fact("a")], at: start)
        try store.record(Answer(cardID: "fact:view-loading.a", rating: .easy), at: start)
        let moved = StudyCard(id: "fact:view-loading.a", kind: "fact", topic: "appearance", methodIDs: ["UIViewController.viewWillAppear(_:)"])
        #expect(try store.introduce([moved], at: start + 60) == 0)
        let card = try #require(try store.card(moved.id))
        #expect(card.card == moved)
        #expect(card.schedule.state == .review)
        #expect(card.reviews == 1)
    }

    @Test func reintroducingUnchangedCardsWritesNothing() throws {
        let store = try ProgressStore.inMemory()
        let cards: [StudyCard] = [.fact("a"), .fact("b", methods: ["UIView.layoutSubviews()", "UIView.setNeedsLayout()"])]
        try store.introduce(cards, at: start)
        let changesBefore = try store.writer.read(\.totalChangesCount)
        #expect(try store.introduce(cards, at: start + 60) == 0)
        #expect(try store.writer.read(\.totalChangesCount) == changesBefore)
    }

    @Test func reintroducingReplacesKindAndMethodsAndTheLastListingWins() throws {
        let store = try ProgressStore.inMemory()
        try store.introduce([.fact("a", methods: ["A.one()", "A.two()"])], at: start)
        let edited = StudyCard(id: "fact:view-loading.a", kind: "pitfall", topic: "view-loading", methodIDs: ["A.two()", "A.three()"])
        let final = StudyCard(id: "fact:view-loading.a", kind: "fact", topic: "layout", methodIDs: ["A.three()", "A.four()", "A.four()"])
        let newcomer = StudyCard.fact("b", methods: [])
        #expect(try store.introduce([edited, newcomer, final, newcomer], at: start + 60) == 1)
        #expect(try store.card(final.id)?.card == StudyCard(id: final.id, kind: "fact", topic: "layout", methodIDs: ["A.four()", "A.three()"]))
        #expect(try store.card(newcomer.id)?.card == newcomer)
        #expect(try store.card(final.id)?.introducedAt == start)
    }

    @Test func dueCardsCarryEachCardsMethodsSorted() throws {
        let store = try ProgressStore.inMemory()
        try store.introduce([.fact("a", methods: ["Z.z()", "A.a()", "M.m()"]), .fact("b", methods: []), .fact("c", methods: ["B.b()"])], at: start)
        let due = try store.dueCards(at: start, calendar: utc)
        #expect(due.new.map(\.card.methodIDs) == [["A.a()", "M.m()", "Z.z()"], [], ["B.b()"]])
        #expect(try store.card("fact:view-loading.a")?.card.methodIDs == ["A.a()", "M.m()", "Z.z()"])
    }

    @Test func recordingAnAnswerWritesTheLogAndTheNewSchedule() throws {
        let store = try ProgressStore.inMemory()
        try store.introduce([.fact("a")], at: start)
        let entry = try store.record(Answer(cardID: "fact:view-loading.a", rating: .good, grade: 0.75, response: "after loadView"), at: start)
        let expected = Scheduler.standard.review(.new(due: start), rating: .good, at: start)
        let card = try #require(try store.card("fact:view-loading.a"))
        #expect(card.schedule == expected)
        #expect(entry.id != nil)
        #expect(entry.stateBefore == .learning && entry.stateAfter == .learning && entry.stepAfter == 1)
        #expect(entry.scheduledDays == 0 && entry.elapsedDays == 0)
        #expect(try store.history(of: "fact:view-loading.a") == [entry])
        #expect(entry.grade == 0.75 && entry.answer == "after loadView")
    }

    @Test func elapsedAndScheduledDaysAreWholeDays() throws {
        let store = try ProgressStore.inMemory()
        try store.introduce([.fact("a")], at: start)
        let first = try store.record(Answer(cardID: "fact:view-loading.a", rating: .easy), at: start)
        #expect(first.scheduledDays == 8)
        let second = try store.record(Answer(cardID: "fact:view-loading.a", rating: .good), at: start + 9.5 * 86_400)
        #expect(second.elapsedDays == 9)
        #expect(second.stateBefore == .review)
    }

    @Test func aLapseIsAgainOnAGraduatedCard() throws {
        let store = try ProgressStore.inMemory()
        try store.introduce([.fact("a")], at: start)
        let id = "fact:view-loading.a"
        try store.record(Answer(cardID: id, rating: .again), at: start)  // learning: no lapse
        try store.record(Answer(cardID: id, rating: .easy), at: start + 60)
        try store.record(Answer(cardID: id, rating: .again), at: start + 10 * 86_400)
        let card = try #require(try store.card(id))
        #expect(card.lapses == 1)
        #expect(card.schedule.state == .relearning)
    }

    @Test func answeringAnUnknownCardIsAnErrorAndWritesNothing() throws {
        let store = try ProgressStore.inMemory()
        #expect(throws: ProgressError.unknownCard("fact:nope")) {
            try store.record(Answer(cardID: "fact:nope", rating: .good), at: start)
        }
        #expect(try store.history(of: "fact:nope").isEmpty)
    }

    @Test func aGradeOutsideZeroToOneIsRejected() throws {
        let store = try ProgressStore.inMemory()
        try store.introduce([.fact("a")], at: start)
        #expect(throws: ProgressError.gradeOutOfRange(1.5)) {
            try store.record(Answer(cardID: "fact:view-loading.a", rating: .good, grade: 1.5), at: start)
        }
        #expect(try store.card("fact:view-loading.a")!.isNew)
    }

    @Test func reviewsCanBelongToASession() throws {
        let store = try ProgressStore.inMemory()
        try store.introduce([.fact("a")], at: start)
        let session = try store.startSession(at: start)
        let id = try #require(session.id)
        let entry = try store.record(Answer(cardID: "fact:view-loading.a", rating: .good, sessionID: id), at: start + 5)
        #expect(entry.sessionID == id)
        try store.endSession(id, at: start + 600)
        #expect(throws: ProgressError.unknownSession(id + 1)) {
            try store.record(Answer(cardID: "fact:view-loading.a", rating: .good, sessionID: id + 1), at: start + 700)
        }
    }

    @Test func dueCardsComeLearningFirstThenReviewsThenNew() throws {
        let store = try ProgressStore.inMemory()
        try store.introduce([.fact("learning"), .fact("review"), .fact("new"), .fact("later")], at: start)
        try store.record(Answer(cardID: "fact:view-loading.learning", rating: .good), at: start)      // due +10 min
        try store.record(Answer(cardID: "fact:view-loading.review", rating: .easy), at: start)        // due +8 days
        try store.record(Answer(cardID: "fact:view-loading.later", rating: .easy), at: start + 86_400) // due +9 days
        let due = try store.dueCards(at: start + 8 * 86_400 + 60, calendar: utc)
        #expect(due.learning.map(\.card.id) == ["fact:view-loading.learning"])
        #expect(due.review.map(\.card.id) == ["fact:view-loading.review"])
        #expect(due.new.map(\.card.id) == ["fact:view-loading.new"])
        #expect(due.all.count == 3)
    }

    /// Its interval is in days: due from the start of its due day, not from the time of day it was
    /// last reviewed, and not before that day.
    @Test func aReviewCardIsDueAllThroughItsDueDay() throws {
        let store = try ProgressStore.inMemory()
        try store.introduce([.fact("a")], at: start)
        try store.record(Answer(cardID: "fact:view-loading.a", rating: .easy), at: start)  // due +8 days, 08:00
        let dueDay = utc.startOfDay(for: start + 8 * 86_400)
        #expect(try store.dueCards(at: dueDay - 1, calendar: utc).review.isEmpty)
        #expect(try store.dueCards(at: dueDay + 60, calendar: utc).review.count == 1)
        let forecast = try store.forecast(at: dueDay + 60, calendar: utc)
        #expect(forecast.dueNow == 1 && forecast.nextDue == nil)
    }

    @Test func learningStepsAreNotDueBeforeTheirTime() throws {
        let store = try ProgressStore.inMemory()
        try store.introduce([.fact("a")], at: start)
        try store.record(Answer(cardID: "fact:view-loading.a", rating: .good), at: start)
        #expect(try store.dueCards(at: start + 9 * 60, calendar: utc).isEmpty)
        #expect(try store.dueCards(at: start + 10 * 60, calendar: utc).learning.count == 1)
    }

    @Test func newCardsStartedTodayCountAgainstTheDailyLimit() throws {
        let store = try ProgressStore.inMemory()
        try store.introduce((0..<5).map { .fact("c\($0)") }, at: start)
        let limits = DueLimits(newPerDay: 3, reviewsPerDay: 100)
        #expect(try store.dueCards(at: start, limits: limits, calendar: utc).new.count == 3)
        try store.record(Answer(cardID: "fact:view-loading.c0", rating: .good), at: start)
        try store.record(Answer(cardID: "fact:view-loading.c0", rating: .good), at: start + 600)
        #expect(try store.dueCards(at: start + 700, limits: limits, calendar: utc).new.count == 2)
        #expect(try store.dueCards(at: start + 86_400, limits: limits, calendar: utc).new.count == 3)
    }

    /// A card a quiz added beyond the study deck and answered today is extra practice: it takes
    /// none of the deck's new cards for the day.
    @Test func aCardBeyondTheDeckStartedTodayLeavesTheDeckItsNewCards() throws {
        let store = try ProgressStore.inMemory()
        try store.introduce((0..<3).map { .fact("c\($0)") }, at: start)
        try store.introduce([.fact("quiz")], at: start)
        try store.record(Answer(cardID: "fact:view-loading.quiz", rating: .good), at: start)
        let deck = Set((0..<3).map { "fact:view-loading.c\($0)" })
        let limits = DueLimits(newPerDay: 1, reviewsPerDay: 100)
        #expect(try store.dueCards(at: start + 60, limits: limits, calendar: utc, deck: deck).new.count == 1)
        #expect(try store.dueCards(at: start + 60, limits: limits, calendar: utc).new.isEmpty)
    }

    @Test func reviewsDoneTodayCountAgainstTheDailyReviewLimit() throws {
        let store = try ProgressStore.inMemory()
        try store.introduce((0..<3).map { .fact("c\($0)") }, at: start)
        for i in 0..<3 { try store.record(Answer(cardID: "fact:view-loading.c\(i)", rating: .easy), at: start) }
        let limits = DueLimits(newPerDay: 0, reviewsPerDay: 2)
        let day8 = start + 8 * 86_400
        #expect(try store.dueCards(at: day8, limits: limits, calendar: utc).review.count == 2)
        try store.record(Answer(cardID: "fact:view-loading.c0", rating: .good), at: day8)
        #expect(try store.dueCards(at: day8 + 60, limits: limits, calendar: utc).review.count == 1)
    }

    @Test func anEmptyCardIDIsRejected() throws {
        let store = try ProgressStore.inMemory()
        #expect(throws: ProgressError.invalidCard(id: "", reason: "its id is empty")) {
            try store.introduce([StudyCard(id: "", kind: "fact", topic: "t", methodIDs: [])], at: start)
        }
    }

    @Test func storedSchedulesReplayFromTheLog() throws {
        let store = try ProgressStore.inMemory()
        try store.introduce([.fact("a")], at: start)
        var time = start
        for (index, rating) in [Rating.good, .good, .hard, .again, .good, .easy, .again, .again, .good].enumerated() {
            try store.record(Answer(cardID: "fact:view-loading.a", rating: rating), at: time)
            time += Double(index % 3 == 0 ? 600 : 3 * 86_400 + 1234)
        }
        #expect(try ReplayCheck.storedScheduleMatchesLog("fact:view-loading.a", in: store))
    }
}

struct ProgressStoreFuzzTests {
    let start = Date(timeIntervalSince1970: 1_767_600_000)

    /// Due dates of 30 cards answered Easy twice, a week apart (second intervals of weeks).
    func dueDates(fuzzSeed: UInt64?) throws -> [Date] {
        let store = try ProgressStore.inMemory(fuzzSeed: fuzzSeed)
        let cards = (0..<30).map { StudyCard.fact("c\($0)") }
        try store.introduce(cards, at: start)
        for card in cards {
            try store.record(Answer(cardID: card.id, rating: .easy), at: start)
            try store.record(Answer(cardID: card.id, rating: .easy), at: start + 8 * 86_400)
        }
        return try cards.map { try #require(try store.card($0.id)).schedule.due }
    }

    @Test func aFuzzedStoreIsReproducibleFromItsSeed() throws {
        #expect(try dueDates(fuzzSeed: 11) == dueDates(fuzzSeed: 11))
    }

    @Test func fuzzSpreadsCardsLearnedTogether() throws {
        #expect(Set(try dueDates(fuzzSeed: nil)).count == 1)
        #expect(Set(try dueDates(fuzzSeed: 11)).count > 1)
    }
}
