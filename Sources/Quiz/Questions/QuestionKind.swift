/// The kinds of question lifequiz asks.
public enum QuestionKind: String, CaseIterable, Sendable, Codable {
    /// Put shuffled callbacks of a simulated scenario in order.
    case ordering = "order"
    /// Which of these does UIKit call only once?
    case calledOnce = "once"
    /// In this scenario, which comes first?
    case whichFirst = "first"
    /// What is wrong in this snippet?
    case snippet = "snippet"
    /// True or false, about a method's contract.
    case trueOrFalse = "truth"
    /// Which callback is missing from this sequence?
    case missingCallback = "missing"
    /// What changed in iOS N: an order that differs between versions.
    case versionChange = "version"

    /// Kinds drawn from the knowledge base rather than from a scenario's full ordering.
    public static let knowledge: [QuestionKind] = [.calledOnce, .whichFirst, .snippet, .trueOrFalse, .missingCallback, .versionChange]
}
