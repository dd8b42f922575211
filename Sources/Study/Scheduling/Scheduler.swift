import Foundation

/// The FSRS-6 scheduler: given a card's schedule, a rating and the time of the review, the card's
/// next schedule. A port of py-fsrs 6.3.2's `Scheduler.review_card`; with fuzzing off (the
/// default) it reproduces py-fsrs exactly, which `FSRSReferenceTests` checks against its output.
public struct Scheduler: Sendable, Equatable {
    public let parameters: FSRSParameters
    /// The probability of recall the review intervals aim for.
    public let desiredRetention: Double
    /// Waits, in seconds, between the reviews of a new card before it graduates to review.
    public let learningSteps: [TimeInterval]
    /// Waits, in seconds, between the reviews of a forgotten card before it returns to review.
    public let relearningSteps: [TimeInterval]
    /// The longest interval, in days, a review may schedule.
    public let maximumInterval: Int

    public static let defaultLearningSteps: [TimeInterval] = [60, 600]
    public static let defaultRelearningSteps: [TimeInterval] = [600]

    public init(
        parameters: FSRSParameters = .default,
        desiredRetention: Double = 0.9,
        learningSteps: [TimeInterval] = Scheduler.defaultLearningSteps,
        relearningSteps: [TimeInterval] = Scheduler.defaultRelearningSteps,
        maximumInterval: Int = 36500
    ) throws(SchedulerConfigurationError) {
        guard desiredRetention > 0, desiredRetention < 1 else {
            throw .desiredRetentionOutOfRange(desiredRetention)
        }
        guard maximumInterval >= 1 else { throw .maximumIntervalTooShort(maximumInterval) }
        if let step = learningSteps.first(where: { !($0 > 0) }) {
            throw .nonPositiveStep(seconds: step, relearning: false)
        }
        if let step = relearningSteps.first(where: { !($0 > 0) }) {
            throw .nonPositiveStep(seconds: step, relearning: true)
        }
        self.parameters = parameters
        self.desiredRetention = desiredRetention
        self.learningSteps = learningSteps
        self.relearningSteps = relearningSteps
        self.maximumInterval = maximumInterval
    }

    /// FSRS-6 with its defaults: retention 0.9, learning steps 1 and 10 minutes, relearning
    /// 10 minutes, intervals up to 100 years.
    public static let standard = try! Scheduler()

    var model: MemoryModel {
        MemoryModel(w: parameters, desiredRetention: desiredRetention, maximumInterval: maximumInterval)
    }

    /// The card's schedule after a review, without fuzz: what py-fsrs computes with
    /// `enable_fuzzing=False`.
    public func review(_ card: CardSchedule, rating: Rating, at time: Date) -> CardSchedule {
        schedule(card, rating: rating, at: time) { $0 }
    }

    /// The card's schedule after a review, with review intervals of 3 days and more moved by a few
    /// days at random (as py-fsrs's fuzzing does) so cards learned together drift apart.
    public func review(
        _ card: CardSchedule, rating: Rating, at time: Date,
        fuzzingWith generator: inout some RandomNumberGenerator
    ) -> CardSchedule {
        schedule(card, rating: rating, at: time) { days in
            IntervalFuzz(maximumInterval: maximumInterval).fuzzed(days, using: &generator)
        }
    }

    /// The predicted probability that the card is recalled at `time`; 0 before its first review.
    public func retrievability(of card: CardSchedule, at time: Date) -> Double {
        guard let memory = card.memory, let last = card.lastReview else { return 0 }
        return model.retrievability(elapsedDays: max(0, Self.wholeDays(from: last, to: time)),
                                    stability: memory.stability)
    }

    /// Whole days between two instants, rounded down as Python's `timedelta.days` does
    /// (negative when `end` precedes `start`). Millisecond precision, the store's.
    static func wholeDays(from start: Date, to end: Date) -> Int {
        let milliseconds = (end.timeIntervalSince(start) * 1000).rounded()
        return Int((milliseconds / 86_400_000).rounded(.down))
    }

    private func schedule(
        _ card: CardSchedule, rating: Rating, at time: Date, fuzz: (Int) -> Int
    ) -> CardSchedule {
        var next = card
        next.memory = nextMemory(card, rating: rating, at: time)
        let stability = next.memory!.stability

        func reviewDays() -> Int { fuzz(model.interval(stability: stability)) }
        let wait: TimeInterval
        switch card.state {
        case .learning, .relearning:
            let steps = card.state == .learning ? learningSteps : relearningSteps
            let step = card.step ?? 0
            // A card stepped with a scheduler that had more steps graduates on any pass.
            if steps.isEmpty || (step >= steps.count && rating.isPass) {
                (next.state, next.step) = (.review, nil)
                wait = Self.seconds(days: reviewDays())
            } else {
                switch rating {
                case .again:
                    next.step = 0
                    wait = steps[0]
                case .hard:
                    // Hard stays on its step; on the first one it waits between step 1 and step 2.
                    if step == 0 {
                        wait = steps.count == 1 ? steps[0] * 1.5 : (steps[0] + steps[1]) / 2.0
                    } else {
                        wait = steps[step]
                    }
                case .good where step + 1 < steps.count:
                    next.step = step + 1
                    wait = steps[step + 1]
                case .good, .easy:
                    (next.state, next.step) = (.review, nil)
                    wait = Self.seconds(days: reviewDays())
                }
            }
        case .review:
            if rating == .again && !relearningSteps.isEmpty {
                (next.state, next.step) = (.relearning, 0)
                wait = relearningSteps[0]
            } else {
                wait = Self.seconds(days: reviewDays())
            }
        }
        next.due = time.addingTimeInterval(wait)
        next.lastReview = time
        return next
    }

    private func nextMemory(_ card: CardSchedule, rating: Rating, at time: Date) -> MemoryState {
        guard let memory = card.memory else {
            return MemoryState(stability: model.initialStability(rating),
                               difficulty: model.initialDifficulty(rating))
        }
        let elapsed = card.lastReview.map { Self.wholeDays(from: $0, to: time) }
        let stability: Double
        if let elapsed, elapsed < 1 {
            stability = model.shortTermStability(memory.stability, rating: rating)
        } else {
            let r = retrievability(of: card, at: time)
            stability = model.nextStability(memory, retrievability: r, rating: rating)
        }
        return MemoryState(stability: stability, difficulty: model.nextDifficulty(memory.difficulty, rating: rating))
    }

    private static func seconds(days: Int) -> TimeInterval { TimeInterval(days) * 86_400 }
}
