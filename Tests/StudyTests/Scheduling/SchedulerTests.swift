import Foundation
import Testing
@testable import Study

/// Branches of the scheduler named one by one; the reference logs check them all against py-fsrs,
/// these say what each one means.
struct SchedulerTests {
    let start = Date(timeIntervalSince1970: 1_767_600_000)  // 2026-01-05T08:00:00Z
    let minute: TimeInterval = 60
    let day: TimeInterval = 86_400

    @Test func firstGoodMovesANewCardToTheSecondLearningStep() {
        let card = Scheduler.standard.review(.new(due: start), rating: .good, at: start)
        #expect(card.state == .learning)
        #expect(card.step == 1)
        #expect(card.due == start + 10 * minute)
        #expect(card.memory == MemoryState(stability: 2.3065, difficulty: card.memory!.difficulty))
    }

    @Test func hardOnTheFirstLearningStepWaitsHalfwayToTheSecond() {
        let card = Scheduler.standard.review(.new(due: start), rating: .hard, at: start)
        #expect(card.step == 0)
        #expect(card.due == start + 5.5 * minute)
    }

    @Test func hardWithASingleLearningStepWaitsOneAndAHalfSteps() throws {
        let scheduler = try Scheduler(learningSteps: [10 * minute])
        let card = scheduler.review(.new(due: start), rating: .hard, at: start)
        #expect(card.due == start + 15 * minute)
    }

    @Test func easyGraduatesANewCardStraightToReview() {
        let card = Scheduler.standard.review(.new(due: start), rating: .easy, at: start)
        #expect(card.state == .review)
        #expect(card.step == nil)
        #expect(card.due == start + 8 * day)  // round(8.2956): S0(Easy) at 90% retention
    }

    @Test func goodOnTheLastLearningStepGraduates() {
        var card = Scheduler.standard.review(.new(due: start), rating: .good, at: start)
        card = Scheduler.standard.review(card, rating: .good, at: start + 10 * minute)
        #expect(card.state == .review)
        #expect(card.due.timeIntervalSince(start + 10 * minute).truncatingRemainder(dividingBy: day) == 0)
    }

    @Test func againInReviewStartsRelearning() {
        let graduated = Scheduler.standard.review(.new(due: start), rating: .easy, at: start)
        let lapsed = Scheduler.standard.review(graduated, rating: .again, at: graduated.due)
        #expect(lapsed.state == .relearning)
        #expect(lapsed.step == 0)
        #expect(lapsed.due == graduated.due + 10 * minute)
        #expect(lapsed.memory!.stability < graduated.memory!.stability)
    }

    @Test func againWithoutRelearningStepsStaysInReview() throws {
        let scheduler = try Scheduler(relearningSteps: [])
        let graduated = scheduler.review(.new(due: start), rating: .easy, at: start)
        let lapsed = scheduler.review(graduated, rating: .again, at: graduated.due)
        #expect(lapsed.state == .review)
        #expect(lapsed.due.timeIntervalSince(graduated.due) >= day)
    }

    @Test func aCardBeyondTheCurrentStepsGraduatesOnAPass() {
        // Learned under a scheduler with three steps, now reviewed under one with two.
        let card = CardSchedule(state: .learning, step: 2, memory: MemoryState(stability: 1, difficulty: 5),
                                due: start, lastReview: start - 30 * minute)
        #expect(Scheduler.standard.review(card, rating: .hard, at: start).state == .review)
        let failed = Scheduler.standard.review(card, rating: .again, at: start)
        #expect(failed.state == .learning)
        #expect(failed.step == 0)
    }

    @Test func aSameDayReviewUsesShortTermStabilityAndIgnoresRetrievability() {
        let graduated = Scheduler.standard.review(.new(due: start), rating: .easy, at: start)
        let model = Scheduler.standard.model
        let again = Scheduler.standard.review(graduated, rating: .good, at: start + 23 * 3600)
        #expect(again.memory!.stability == model.shortTermStability(graduated.memory!.stability, rating: .good))
        let nextDay = Scheduler.standard.review(graduated, rating: .good, at: start + day)
        #expect(nextDay.memory!.stability != again.memory!.stability)
    }

    @Test func retrievabilityIsNinetyPercentAfterStabilityDays() throws {
        let card = CardSchedule(state: .review, step: nil, memory: MemoryState(stability: 12, difficulty: 5),
                                due: start, lastReview: start)
        #expect(Scheduler.standard.retrievability(of: card, at: start) == 1)
        #expect(abs(Scheduler.standard.retrievability(of: card, at: start + 12 * day) - 0.9) < 1e-12)
        #expect(Scheduler.standard.retrievability(of: .new(due: start), at: start) == 0)
    }

    @Test func difficultyNeverFallsBelowOne() throws {
        var weights = FSRSParameters.default.weights
        (weights[4], weights[5]) = (1.0, 4.0)  // Easy's initial difficulty: 1 - e^12 + 1
        let scheduler = try Scheduler(parameters: FSRSParameters(weights))
        let card = scheduler.review(.new(due: start), rating: .easy, at: start)
        #expect(card.memory!.difficulty == 1)
        #expect(scheduler.review(card, rating: .easy, at: card.due).memory!.difficulty == 1)
    }

    @Test func intervalsStopAtTheMaximumInterval() throws {
        let scheduler = try Scheduler(maximumInterval: 30)
        var card = scheduler.review(.new(due: start), rating: .easy, at: start)
        for _ in 1...6 { card = scheduler.review(card, rating: .easy, at: card.due) }
        #expect(card.due.timeIntervalSince(card.lastReview!) == 30 * day)
    }

    @Test func parametersOtherThanTwentyOneAreRejected() {
        #expect(throws: SchedulerConfigurationError.wrongParameterCount(expected: 21, got: 19)) {
            try FSRSParameters(Array(FSRSParameters.default.weights.prefix(19)))
        }
    }

    @Test func parametersOutOfBoundsAreNamedInTheError() throws {
        var weights = FSRSParameters.default.weights
        weights[7] = 0.9
        let error = try #require(throws: SchedulerConfigurationError.self) { try FSRSParameters(weights) }
        #expect(error.description.contains("w7 = 0.9 (allowed 0.001...0.75)"))
    }

    @Test(arguments: [0.0, 1.0, 1.2, -0.1])
    func desiredRetentionOutsideZeroToOneIsRejected(_ retention: Double) {
        #expect(throws: SchedulerConfigurationError.desiredRetentionOutOfRange(retention)) {
            try Scheduler(desiredRetention: retention)
        }
    }

    @Test func higherDesiredRetentionGivesShorterIntervals() throws {
        let strict = try Scheduler(desiredRetention: 0.97)
        let lax = try Scheduler(desiredRetention: 0.8)
        let strictDue = strict.review(.new(due: start), rating: .easy, at: start).due
        let laxDue = lax.review(.new(due: start), rating: .easy, at: start).due
        #expect(strictDue < laxDue)
    }
}
