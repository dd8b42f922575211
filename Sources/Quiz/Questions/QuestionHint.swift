/// A little of the answer, for a learner who asks with `?`. Structured, so the terminal words it
/// in the learner's language.
public enum QuestionHint: Sendable, Equatable {
    /// The first items of the true order, with their letters (`c`, `a`).
    case firstItems([(letter: String, item: String)])
    /// An option that is not the answer.
    case notThisOption(letter: String, item: String)
    /// The missing callback's name begins so.
    case startsWith(String)

    public static func == (lhs: QuestionHint, rhs: QuestionHint) -> Bool {
        switch (lhs, rhs) {
        case (.firstItems(let a), .firstItems(let b)): a.map(\.letter) == b.map(\.letter) && a.map(\.item) == b.map(\.item)
        case (.notThisOption(let a, let x), .notThisOption(let b, let y)): a == b && x == y
        case (.startsWith(let a), .startsWith(let b)): a == b
        default: false
        }
    }
}
