import KnowledgeBase

/// One card in the JSON export.
struct JSONCard: Codable, Hashable {
    var id: String
    var kind: FlashcardKind
    var deck: String
    var language: CardLanguage
    var fields: JSONCardFields
    var tags: [String]
    var sources: [Citation]
    /// Present only when the card goes wholly beyond its sources: `"see-also"`.
    var sourcesRole: SourcesRole?
    var apple: String?

    init(_ card: Flashcard) {
        id = card.id
        kind = card.kind
        deck = card.deck
        language = card.language
        fields = JSONCardFields(card.content, in: card.language)
        tags = card.tags
        sources = card.sources
        sourcesRole = card.sourcesRole == .seeAlso ? .seeAlso : nil
        apple = card.apple
    }

    func flashcard(file: String) throws(DeckFileError) -> Flashcard {
        let content = try fields.content(of: kind) { .missingField(path: file, cardID: id, field: $0) }
        return Flashcard(id: id, deck: deck, content: content, language: language, tags: tags, sources: sources,
                         sourcesRole: sourcesRole ?? .source, apple: apple)
    }
}
