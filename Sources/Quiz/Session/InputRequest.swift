import Study

/// What a session waits for.
public enum InputRequest: Sendable, Equatable {
    /// An answer to the question shown; `draft` is what the learner typed last time, unreadable,
    /// to edit rather than retype.
    case answer(draft: String)
    /// A flashcard's front is shown: any line reveals the back.
    case reveal
    /// How well the card was recalled; `proposed` is the grader's rating, taken on an empty line.
    case rating(choices: [RatingChoice], proposed: Rating?)
}
