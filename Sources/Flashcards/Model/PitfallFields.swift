import KnowledgeBase

/// A mistake learners make: what they see, why it happens, how to fix it.
public struct PitfallFields: Hashable, Sendable {
    public var title: LocalizedText
    public var symptom: LocalizedText
    public var cause: LocalizedText
    public var fix: LocalizedText
    /// Code showing the mistake, shown as the card's question.
    public var snippet: String?
    /// The same code fixed, shown with the fix.
    public var fixSnippet: String?

    public init(
        title: LocalizedText, symptom: LocalizedText, cause: LocalizedText, fix: LocalizedText,
        snippet: String? = nil, fixSnippet: String? = nil
    ) {
        self.fixSnippet = fixSnippet
        self.title = title
        self.symptom = symptom
        self.cause = cause
        self.fix = fix
        self.snippet = snippet
    }
}
