import Foundation
import Study

/// What a session shows the learner, in order; the interaction renders each one.
public enum SessionEvent: Sendable {
    case question(Question, SessionPosition)
    /// A card reviewed as a flashcard: its front.
    case flashcard(CatalogCard, SessionPosition)
    /// The flashcard's back, once revealed.
    case flashcardBack(CatalogCard)
    /// The answer could not be read; the question is asked again.
    case unreadable([AnswerProblem])
    case hint(QuestionHint)
    /// No hint to give: none at all (a flashcard), or no more after those given.
    case noHint(afterSome: Bool)
    case graded(Grade)
    case recorded(RecordedReview)
    /// A quiz answer graded but not saved: an earlier question of the quiz reviewed its card.
    case reviewedEarlierInSession
    /// A quiz answer graded but not saved: its card waits for a learning step, up in `wait` seconds.
    case stepNotYetUp(wait: TimeInterval)
    case skipped
    /// The last answer, rating or skip was taken back (`recordRemoved`: with the review it saved);
    /// its question comes again.
    case undone(recordRemoved: Bool)
    /// Text typed at a flashcard's front: its back is shown, but nothing compares the two.
    case flashcardAnswerNotChecked
    /// The rating prompt got something that is no rating (`proposed`: what Enter would take).
    case ratingNotUnderstood(proposed: Rating?)
    /// The answer just typed was taken back before it was rated: the same question comes again.
    case answerTakenBack
    case nothingToUndo
    /// The controls, asked for with `help`.
    case controls
    /// A card in the progress store that the knowledge base no longer has: left as it is.
    case cardGone(id: String)
    /// Nothing is due: what is coming, and the new cards the day's limit (`newPerDay`, of which
    /// `newStartedToday` are used) holds back. `ofSomeTopics`: the session was kept to some topics
    /// (a lesson), which the forecast is not.
    case nothingDue(DueForecast, newHeldBack: Int, newPerDay: Int, newStartedToday: Int, ofSomeTopics: Bool)
    case summary(SessionSummary)
}
