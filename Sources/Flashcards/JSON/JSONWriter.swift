import Foundation

/// Writes every card as data: id, kind, deck, language, fields, tags and sources.
struct JSONWriter: DeckWriter {
    var format: ExportFormat { .json }

    func contents(of deck: Deck) throws -> DeckFile {
        let document = JSONDeckDocument(deck)
        let encoder = JSONEncoder()
        // Sorted keys: the same deck always gives the same bytes, and diffs stay readable.
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(document)
        data.append(UInt8(ascii: "\n"))
        return DeckFile(bytes: [UInt8](data), notes: document.cards.count, cards: document.cards.count)
    }
}
