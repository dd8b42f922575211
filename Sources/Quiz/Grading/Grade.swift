import KnowledgeBase
import Study

/// The verdict on an answer.
public struct Grade: Sendable {
    /// One line of the side-by-side comparison of an ordering answer.
    public struct Row: Sendable, Hashable {
        public let position: Int
        public let given: String
        public let expected: String
        public var isRight: Bool { given == expected }
    }

    /// Why an item belongs where it does, or why the answer is what it is, with sources.
    public struct Explanation: Sendable, Hashable {
        public let item: String
        public let text: String
        /// Every source of the explanation (JSON gives each item its own).
        public let sources: [String]
        /// Those an earlier explanation of the answer already named: the text cites each once.
        public var sourcesNamedAbove: [String] = []
        /// The rule behind it rests on more than the seeds (Apple's documentation, developers'
        /// logs): `sources` names only the seeds it extends, if any.
        public var goesBeyondTheSources = false
        /// A knowledge text's own evidence beyond `sources`, as its marker says.
        public var furtherEvidence: FurtherEvidence?
    }

    public let questionID: String
    public let correct: Bool
    /// 0...1. Ordering: the share of item pairs in the right order (1 − normalized Kendall tau
    /// distance). Other kinds: 1 or 0.
    public let score: Double
    public let expected: [String]
    public let given: [String]
    public let rows: [Row]
    public let explanations: [Explanation]
    /// The methods a question about a scenario's callbacks named (which of two comes first, which
    /// is missing): what a wrong answer missed, where the card's methods would name others.
    var askedMethods: [String] = []

    /// What the answer means for spaced repetition: a right answer is Good, a wrong one Again,
    /// however near (the score says how near). Anki and FSRS read Hard as recalled, and a card
    /// marked ✗ was not: proposing Hard would stretch its interval.
    public var rating: Rating { correct ? .good : .again }
}

/// The outcome of grading: a grade, or the reasons the answer could not be read.
public enum GradeOutcome: Sendable {
    case graded(Grade)
    case unreadable([AnswerProblem])
}
