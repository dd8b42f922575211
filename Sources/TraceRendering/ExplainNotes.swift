/// With explain in text, the words around a rule's explanation, in the reader's language: the
/// renderer writes a rule once under each run of callbacks it explains.
public struct ExplainNotes: Sendable {
    /// Before the explanation of a run of several lines, which lines it is about: `(the 8 lines above)`.
    public var linesAbove: @Sendable (_ count: Int) -> String
    /// What stands for a rule already explained in the step: a pointer to the line it was
    /// explained under (`C willMove(toParent:)`), and which of that step's lines of that text it
    /// is when the step has it more than once (`the first B edgesForExtendedLayout`), so that
    /// the pointer leads to the rule, not to another pointer.
    public var sameRule: @Sendable (_ line: String, _ ordinal: Int?) -> String
    /// The same for a rule explained in an earlier step, which the pointer names.
    public var sameRuleInStep: @Sendable (_ line: String, _ ordinal: Int?, _ step: Int) -> String

    public init(linesAbove: @escaping @Sendable (Int) -> String, sameRule: @escaping @Sendable (String, Int?) -> String,
                sameRuleInStep: @escaping @Sendable (String, Int?, Int) -> String) {
        self.linesAbove = linesAbove
        self.sameRule = sameRule
        self.sameRuleInStep = sameRuleInStep
    }

    /// English, for callers that give no words.
    public static let english = ExplainNotes(
        linesAbove: { "(the \($0) lines above) " }, sameRule: { "as under \(nth($1))\($0) above" },
        sameRuleInStep: { "as under \(nth($1))\($0) in step \($2) above" })

    private static func nth(_ ordinal: Int?) -> String {
        guard let ordinal else { return "" }
        let words = ["first", "second", "third", "fourth", "fifth"]
        return "the " + (words.indices.contains(ordinal - 1) ? words[ordinal - 1] : "\(ordinal)th") + " "
    }
}
