/// What to study now, in the order to study it.
public struct DueCards: Sendable, Equatable {
    /// Learning and relearning cards whose step is up, earliest first.
    public let learning: [CardProgress]
    /// Graduated cards due, most overdue first, within the day's review limit.
    public let review: [CardProgress]
    /// Never-reviewed cards, in the order they were introduced, within the day's new-card limit.
    public let new: [CardProgress]
    /// Never-reviewed cards the day's new-card limit holds back until tomorrow.
    public let newHeldBack: Int
    /// Cards first reviewed today, which the day's new-card limit counts.
    public let newStartedToday: Int
    /// Learning and relearning cards whose step is not up yet but falls within the learn-ahead
    /// limit asked for, earliest first: a session shows each when its step is up, as it does a
    /// card rated in it (Anki's learn-ahead limit).
    public let learningAhead: [CardProgress]

    public init(learning: [CardProgress], review: [CardProgress], new: [CardProgress], newHeldBack: Int = 0,
                newStartedToday: Int = 0, learningAhead: [CardProgress] = []) {
        self.learning = learning
        self.review = review
        self.new = new
        self.newHeldBack = newHeldBack
        self.newStartedToday = newStartedToday
        self.learningAhead = learningAhead
    }

    public var all: [CardProgress] { learning + review + new }
    public var isEmpty: Bool { all.isEmpty }
}
