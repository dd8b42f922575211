import KnowledgeBase

/// A mistake learners make: what they see, why it happens, how to fix it.
public struct PitfallFields: Hashable, Sendable {
    public var title: LocalizedText
    public var symptom: LocalizedText
    public var cause: LocalizedText
    public var fix: LocalizedText
    /// Code showing the mistake or the fix, shown verbatim in a code block.
    public var snippet: String?

    public init(
        title: LocalizedText, symptom: LocalizedText, cause: LocalizedText, fix: LocalizedText,
        snippet: String? = nil
    ) {
        self.title = title
        self.symptom = symptom
        self.cause = cause
        self.fix = fix
        self.snippet = snippet
    }
}
