import Foundation

/// Reads a JSON export back into a deck, e.g. to export it again in another format.
/// A card exported in one language comes back with the other language's texts empty.
public enum JSONDeckReader {
    public static func read(from file: URL) throws(DeckFileError) -> Deck {
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw .unreadable(path: file.path, reason: error.localizedDescription)
        }
        let document: JSONDeckDocument
        do {
            document = try JSONDecoder().decode(JSONDeckDocument.self, from: data)
        } catch {
            throw .notADeckFile(path: file.path, reason: "\(error)")
        }
        guard document.format == JSONDeckDocument.formatName else {
            throw .notADeckFile(path: file.path, reason: "its format is '\(document.format)'")
        }
        guard document.version == JSONDeckDocument.currentVersion else {
            throw .unsupportedVersion(path: file.path, version: document.version)
        }
        var cards: [Flashcard] = []
        cards.reserveCapacity(document.cards.count)
        for card in document.cards {
            cards.append(try card.flashcard(file: file.path))
        }
        return Deck(name: document.deck, cards: cards)
    }
}
