import Foundation
import Testing
@testable import Study

/// Replays each review log of Fixtures/fsrs through the Swift scheduler and compares every card
/// state with what py-fsrs 6.3.2 computed for it (<name>.reference.json, regenerated and checked
/// by scripts/check-fsrs). State and step must match exactly, due to the microsecond (Python's
/// resolution; a `Date` is a binary fraction of a second, so sub-microsecond noise is no
/// difference); stability and difficulty to a relative 1e-9, room for a different libm's last
/// bits, far below anything a schedule can show.
struct FSRSReferenceTests {
    static let relativeTolerance = 1e-9
    static let logs = FixtureFile.names(in: "fsrs", suffix: ".log.json")

    @Test func everyLogIsReadAndHasAReference() throws {
        #expect(Self.logs == [
            "default-even-ratings", "default-mixed", "lapses", "long-gaps", "maximum-interval-30",
            "parameters-lower-bounds", "parameters-random-a", "parameters-random-b", "parameters-upper-bounds",
            "retention-080", "retention-097", "same-day", "steps-fractional", "steps-none", "steps-one", "steps-three",
        ])
        #expect(FixtureFile.names(in: "fsrs", suffix: ".reference.json") == Self.logs)
    }

    @Test(arguments: logs)
    func schedulerReproducesPyFSRS(log name: String) throws {
        let log = try FixtureFile.decode(ReferenceLog.self, from: "fsrs/\(name).log.json")
        let expected = try FixtureFile.decode([ReferenceOutcome].self, from: "fsrs/\(name).reference.json")
        try #require(log.reviews.count == expected.count)
        let scheduler = try log.scheduler()

        var cards: [String: CardSchedule] = [:]
        for (index, (review, reference)) in zip(log.reviews, expected).enumerated() {
            let time = try ISOTime.parse(review.time)
            let rating = try #require(Rating(rawValue: review.rating))
            let card = scheduler.review(cards[review.card] ?? .new(due: time), rating: rating, at: time)
            cards[review.card] = card

            let place = Comment(rawValue: "\(name) #\(index) \(review.card) rated \(review.rating) at \(review.time)")
            #expect(card.state.rawValue == reference.state, place)
            #expect(card.step == reference.step, place)
            #expect(Self.microseconds(card.due) == Self.microseconds(try ISOTime.parse(reference.due)), place)
            let memory = try #require(card.memory, place)
            #expect(Self.relativeDeviation(memory.stability, reference.stability) <= Self.relativeTolerance, place)
            #expect(Self.relativeDeviation(memory.difficulty, reference.difficulty) <= Self.relativeTolerance, place)
        }
    }

    static func microseconds(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1_000_000).rounded())
    }

    static func relativeDeviation(_ value: Double, _ reference: Double) -> Double {
        abs(value - reference) / abs(reference)
    }
}
