import KnowledgeBase

/// The cards of one export. `name` is the top-level Anki deck; cards may sit in its subdecks.
public struct Deck: Hashable, Sendable {
    public var name: String
    public var cards: [Flashcard]
    /// What each subdeck is about, by its last name part (`view-loading`): an answers sheet's
    /// section headings. A subdeck without one is headed by its name.
    public var subdeckTitles: [String: LocalizedText]

    public init(name: String, cards: [Flashcard], subdeckTitles: [String: LocalizedText] = [:]) {
        self.name = name
        self.cards = cards
        self.subdeckTitles = subdeckTitles
    }
}
