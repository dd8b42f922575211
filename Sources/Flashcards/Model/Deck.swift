import KnowledgeBase

/// The cards of one export. `name` is the top-level Anki deck; cards may sit in its subdecks.
public struct Deck: Hashable, Sendable {
    public var name: String
    public var cards: [Flashcard]
    /// What each subdeck is about, by its last name part (`view-loading`): an answers sheet's
    /// section headings. A subdeck without one is headed by its name.
    public var subdeckTitles: [String: LocalizedText]
    /// What the cards were picked by: an answers sheet's title names it, so a sheet of one topic
    /// does not read as the whole deck.
    public var filter: DeckBuilder.Filter

    public init(name: String, cards: [Flashcard], subdeckTitles: [String: LocalizedText] = [:], filter: DeckBuilder.Filter = .init()) {
        self.name = name
        self.cards = cards
        self.subdeckTitles = subdeckTitles
        self.filter = filter
    }
}
