import Study

/// How a session went: what the learner sees at its end, whether it finished or was cut short.
public struct SessionSummary: Sendable, Equatable {
    public enum Ending: Sendable, Equatable {
        case finished, quit, endOfInput, interrupted
    }

    public var ending: Ending = .finished
    /// Questions graded (flashcards are rated, not graded).
    public var graded = 0
    public var correct = 0
    /// The sum of the grades' scores, 0...1 each.
    public var scoreSum = 0.0
    /// Ratings recorded, by rating.
    public var ratings: [Rating: Int] = [:]
    /// Answers marked ✗ that the learner rated as recalled (Hard, Good, Easy) all the same:
    /// progress follows the rating, as in Anki, and the learner is told so.
    public var wrongRatedRecalled = 0
    public var skipped = 0
    /// Methods of the cards missed (wrong, or rated Again), most missed first, at most three.
    public var weakest: [String] = []
    /// What is due after the session; nil when nothing is recorded.
    public var forecast: DueForecast?
    /// The session ended at a rating prompt: the card on screen was answered but not rated, so
    /// nothing of it was saved.
    public var endedBeforeRating = false

    public init() {}

    /// The average score in percent; nil before a graded answer.
    public var averagePercent: Int? {
        graded == 0 ? nil : Int((scoreSum / Double(graded) * 100).rounded())
    }

    public var rated: Int { ratings.values.reduce(0, +) }
}
