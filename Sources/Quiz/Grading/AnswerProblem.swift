/// Why an answer cannot be graded yet: the learner is asked again, nothing is recorded.
public enum AnswerProblem: Error, Hashable, Sendable, CustomStringConvertible {
    case empty
    case duplicate(item: String)
    case missing(items: [String])
    case unknown(token: String, suggestion: String?)
    case ambiguous(token: String, candidates: [String])
    case notAChoice(token: String, count: Int)
    /// Several options where one is asked for.
    case severalChoices(count: Int)
    case notTrueOrFalse(token: String)
    /// A letter or number where a callback's name is asked for (there are no options to pick).
    case notACallbackName(token: String)

    public var description: String {
        switch self {
        case .empty: "no answer given"
        case .duplicate(let item): "\(item) is given more than once"
        case .missing(let items): "missing: \(items.joined(separator: ", "))"
        case .unknown(let token, let suggestion):
            "'\(token)' is not one of the items" + (suggestion.map { " (did you mean \($0)?)" } ?? "")
        case .ambiguous(let token, let candidates): "'\(token)' could be \(candidates.joined(separator: " or "))"
        case .notAChoice(let token, let count): "'\(token)' is not an option; answer a letter or number from 1 to \(count)"
        case .severalChoices(let count): "one option only: a letter or number from 1 to \(count)"
        case .notTrueOrFalse(let token): "'\(token)' is neither true nor false (answer t/f, yes/no, 对/错)"
        case .notACallbackName(let token): "'\(token)' is not a callback's name: type the missing one (viewDidLoad, say)"
        }
    }
}
