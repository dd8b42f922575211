/// The learner's answer to one card, as the quiz graded it.
public struct Answer: Sendable, Equatable {
    public let cardID: String
    public let rating: Rating
    /// The grader's score, 0 (wrong) ... 1 (right), for answers graded on a scale.
    public let grade: Double?
    /// What the learner typed, kept for their history.
    public let response: String?
    /// The study session it was given in, if any.
    public let sessionID: Int64?

    public init(cardID: String, rating: Rating, grade: Double? = nil, response: String? = nil, sessionID: Int64? = nil) {
        self.cardID = cardID
        self.rating = rating
        self.grade = grade
        self.response = response
        self.sessionID = sessionID
    }
}
