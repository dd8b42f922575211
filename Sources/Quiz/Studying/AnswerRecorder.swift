import Foundation
import Study

/// Saves each graded answer as a review of its question's card, introducing the card first if
/// the store does not know it yet (quiz questions can be about any card).
public struct AnswerRecorder: Sendable {
    public let store: ProgressStore
    public let clock: SessionClock
    /// The deck's cards: introduced before a forecast, so that its "new" counts them as study's
    /// does. Made only then, after the answers, as making them takes longer than a question.
    public let deck: @Sendable () throws -> [CatalogCard]

    public init(store: ProgressStore, clock: SessionClock = .system, deck: @escaping @Sendable () throws -> [CatalogCard] = { [] }) {
        self.store = store
        self.clock = clock
        self.deck = deck
    }

    /// What is due after the answers, over the whole deck.
    public func forecast(calendar: Calendar) throws -> DueForecast {
        let now = clock.now()
        try store.introduce(catalog: deck(), at: now)
        return try store.forecast(at: now, calendar: calendar)
    }

    /// What became of an answer: saved as a review, or graded only, as its card waits for a
    /// learning step that is up at `due`, `wait` seconds after the answer.
    public enum Recording: Sendable {
        case saved(ReviewLogEntry)
        case stepNotYetUp(due: Date, wait: TimeInterval)

        public var entry: ReviewLogEntry? {
            if case .saved(let entry) = self { entry } else { nil }
        }
    }

    /// Saves the answer with `rating`, by default the grade's own, unless its card is on a
    /// learning or relearning step that is not up yet and the answer would move it on. Such an
    /// answer is graded only: two quizzes minutes apart would otherwise take a new card through
    /// its steps at once, as Anki, which shows such a card only when its step is up, never does.
    /// Again is saved (it sends the card back to its first step, skipping nothing), and so is a
    /// review card answered early: FSRS counts the days it waited.
    @discardableResult
    public func record(_ grade: Grade, response: String, for question: Question, rating: Rating? = nil) throws -> Recording {
        let now = clock.now()
        let card = question.card
        let rating = rating ?? grade.rating
        if rating != .again, let schedule = try store.card(card.id)?.schedule,
           [.learning, .relearning].contains(schedule.state), schedule.due > now {
            return .stepNotYetUp(due: schedule.due, wait: schedule.due.timeIntervalSince(now))
        }
        try store.introduce([card.studyCard], at: now)
        return .saved(try store.record(Answer(cardID: card.id, rating: rating, grade: grade.score, response: response), at: now))
    }
}
