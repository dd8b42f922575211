import Foundation
import SeededRandom
import Testing
@testable import Study

struct IntervalFuzzTests {
    let start = Date(timeIntervalSince1970: 1_767_600_000)

    /// A card in review with stability giving a 40-day interval at 90% retention.
    var matureCard: CardSchedule {
        CardSchedule(state: .review, step: nil, memory: MemoryState(stability: 40, difficulty: 5),
                     due: start, lastReview: start - 40 * 86_400)
    }

    @Test func theSameSeedGivesTheSameSchedule() {
        var first = SplitMix64(seed: 42), second = SplitMix64(seed: 42)
        let a = (0..<20).map { _ in Scheduler.standard.review(matureCard, rating: .good, at: start, fuzzingWith: &first).due }
        let b = (0..<20).map { _ in Scheduler.standard.review(matureCard, rating: .good, at: start, fuzzingWith: &second).due }
        #expect(a == b)
        #expect(Set(a).count > 1)  // the fuzz does move intervals
    }

    @Test func fuzzKeepsIntervalsWithinPyFSRSsRange() {
        let unfuzzed = Scheduler.standard.review(matureCard, rating: .good, at: start)
        let days = Int(unfuzzed.due.timeIntervalSince(start) / 86_400)
        let (low, high) = IntervalFuzz(maximumInterval: 36500).bounds(days)
        var generator = SplitMix64(seed: 7)
        for _ in 0..<500 {
            let fuzzed = Scheduler.standard.review(matureCard, rating: .good, at: start, fuzzingWith: &generator)
            let fuzzedDays = Int(fuzzed.due.timeIntervalSince(start) / 86_400)
            // py-fsrs rounds its draw, so one day past the upper bound is possible.
            #expect((low...high + 1).contains(fuzzedDays))
            #expect(fuzzed.memory == unfuzzed.memory)
        }
    }

    @Test func fuzzRangeWidensWithTheInterval() {
        let fuzz = IntervalFuzz(maximumInterval: 36500)
        #expect(fuzz.bounds(3) == (2, 4))
        #expect(fuzz.bounds(10) == (8, 12))
        #expect(fuzz.bounds(100) == (93, 107))  // ±(1 + 0.15·4.5 + 0.1·13 + 0.05·80)
    }

    @Test func intervalsUnderThreeDaysAndLearningStepsAreNotFuzzed() {
        var generator = SplitMix64(seed: 1)
        let new = CardSchedule.new(due: start)
        for rating in Rating.allCases {
            #expect(Scheduler.standard.review(new, rating: rating, at: start, fuzzingWith: &generator)
                == Scheduler.standard.review(new, rating: rating, at: start))
        }
        #expect(IntervalFuzz(maximumInterval: 36500).fuzzed(2, using: &generator) == 2)
    }
}
