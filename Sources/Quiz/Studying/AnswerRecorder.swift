import Foundation
import Study

/// Saves each graded answer as a review of its question's card, introducing the card first if
/// the store does not know it yet (quiz questions can be about any card).
public struct AnswerRecorder: Sendable {
    public let store: ProgressStore
    public let clock: SessionClock

    public init(store: ProgressStore, clock: SessionClock = .system) {
        self.store = store
        self.clock = clock
    }

    /// Saves the answer with `rating`, by default the grade's own.
    @discardableResult
    public func record(_ grade: Grade, response: String, for question: Question, rating: Rating? = nil) throws -> ReviewLogEntry {
        let now = clock.now()
        let card = question.card
        try store.introduce([card.studyCard], at: now)
        return try store.record(Answer(cardID: card.id, rating: rating ?? grade.rating, grade: grade.score, response: response), at: now)
    }
}
