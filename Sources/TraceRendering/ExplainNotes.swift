/// With explain in text, the words around a rule's explanation, in the reader's language: the
/// renderer writes a rule once under each run of callbacks it explains.
public struct ExplainNotes: Sendable {
    /// Before the explanation of a run of several lines, which lines it is about: `(the 8 lines above)`.
    public var linesAbove: @Sendable (_ count: Int) -> String
    /// What stands for a rule already explained in the step: a pointer to the line it was
    /// explained under (`C willMove(toParent:)`).
    public var sameRule: @Sendable (_ line: String) -> String
    /// The same for a rule explained in an earlier step, which the pointer names.
    public var sameRuleInStep: @Sendable (_ line: String, _ step: Int) -> String

    public init(linesAbove: @escaping @Sendable (Int) -> String, sameRule: @escaping @Sendable (String) -> String,
                sameRuleInStep: @escaping @Sendable (String, Int) -> String) {
        self.linesAbove = linesAbove
        self.sameRule = sameRule
        self.sameRuleInStep = sameRuleInStep
    }

    /// English, for callers that give no words.
    public static let english = ExplainNotes(linesAbove: { "(the \($0) lines above) " }, sameRule: { "as under \($0) above" },
                                             sameRuleInStep: { "as under \($0) in step \($1) above" })
}
