import KnowledgeBase

/// One card to export: plain data, filled from the knowledge base and the simulation engine.
public struct Flashcard: Hashable, Sendable {
    /// Stable id derived from the content it teaches, e.g. `fact:view-loading.viewdidload-runs-once`,
    /// `pitfall:...`, `order:<scenario id>@ios<N>`. Anki note GUIDs are derived from it, so it must
    /// not change between exports of the same card: that is what makes a re-import update notes.
    public var id: String
    /// Full deck path, subdecks separated by `::`, e.g. `lifequiz::UIViewController`.
    public var deck: String
    public var content: FlashcardContent
    public var language: CardLanguage
    /// Anki tags: class, topic, `ios<N>`, kind. No whitespace inside a tag.
    public var tags: [String]
    public var sources: [Citation]
    /// The cited documents by title, as the card shows them to learners; without them the card
    /// shows its citations in full.
    public var sourceNames: LocalizedText?
    /// Whether the card says what `sources` say, or goes wholly beyond them (they are then shown
    /// as "see also", never as its source).
    public var sourcesRole: SourcesRole
    /// The Apple documentation page the card's text draws on, if any.
    public var apple: String?

    public init(
        id: String, deck: String, content: FlashcardContent, language: CardLanguage,
        tags: [String] = [], sources: [Citation] = [], sourceNames: LocalizedText? = nil,
        sourcesRole: SourcesRole = .source, apple: String? = nil
    ) {
        self.id = id
        self.deck = deck
        self.content = content
        self.language = language
        self.tags = tags
        self.sources = sources
        self.sourceNames = sourceNames
        self.sourcesRole = sourcesRole
        self.apple = apple
    }

    /// The label the card's sources go under: "Source", or "See also" for passages the card goes
    /// wholly beyond.
    var sourcesLabelKey: String {
        sourcesRole == .seeAlso ? "export.label.see-also" : "export.label.sources"
    }

    public var kind: FlashcardKind { content.kind }
}
