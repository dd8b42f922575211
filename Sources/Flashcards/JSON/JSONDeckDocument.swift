/// The top level of the JSON export (schema in docs/export.md).
struct JSONDeckDocument: Codable, Hashable {
    static let formatName = "lifequiz-flashcards"
    static let currentVersion = 1

    var format: String
    var version: Int
    var deck: String
    var cards: [JSONCard]

    init(_ deck: Deck) {
        format = Self.formatName
        version = Self.currentVersion
        self.deck = deck.name
        cards = deck.cards.map(JSONCard.init)
    }
}
