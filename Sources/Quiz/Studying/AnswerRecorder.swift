import Foundation
import Study

/// Saves each graded answer as a review of its question's card, introducing the card first if
/// the store does not know it yet (quiz questions can be about any card).
public struct AnswerRecorder: Sendable {
    public let store: ProgressStore

    public init(store: ProgressStore) { self.store = store }

    public func record(_ grade: Grade, response: String, for question: Question) throws {
        let now = Date()
        let card = question.card
        try store.introduce([card.studyCard], at: now)
        try store.record(Answer(cardID: card.id, rating: grade.rating, grade: grade.score, response: response), at: now)
    }
}
