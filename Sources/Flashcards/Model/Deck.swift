/// The cards of one export. `name` is the top-level Anki deck; cards may sit in its subdecks.
public struct Deck: Hashable, Sendable {
    public var name: String
    public var cards: [Flashcard]

    public init(name: String, cards: [Flashcard]) {
        self.name = name
        self.cards = cards
    }
}
