import Foundation
import SyntheticDecks
import Testing
import TestSupport

@testable import Flashcards

/// The JSON export holds every card as data and reads back into the same deck.
@Suite struct JSONExportTests {
    @Test func bilingualExportReadsBackIntoTheSameDeck() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let deck = SyntheticDeck.make(cardCount: 120, language: .both)
        let file = scratch.file("deck.json")
        let summary = try FlashcardExporter.export(deck, as: .json, to: file)

        #expect(try JSONDeckReader.read(from: file) == deck)
        #expect(summary.noteCount == 120)
    }

    /// A card wholly beyond its sources says so, with its Apple page; a card they say omits both keys.
    @Test func aCardWhollyBeyondItsSourcesReadsBackAsSuch() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        var beyond = SyntheticDeck.make(cardCount: 2, language: .both)
        beyond.cards[0].sourcesRole = .seeAlso
        beyond.cards[0].apple = "https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()"
        let file = scratch.file("deck.json")
        try FlashcardExporter.export(beyond, as: .json, to: file)

        #expect(try JSONDeckReader.read(from: file) == beyond)
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.components(separatedBy: #""sourcesRole" : "see-also""#).count == 2)
        #expect(text.components(separatedBy: #""apple" : "#).count == 2)
    }

    /// Orderings keep their steps, the marks against the newest version and the objects' classes.
    @Test func orderingsReadBackStepByStep() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let deck = try ShippedMaterial.deckBuilder().deck(DeckBuilder.Filter(includeOrderings: true), language: .both)
        let file = scratch.file("deck.json")
        try FlashcardExporter.export(deck, as: .json, to: file)
        let orderings = { (deck: Deck) in deck.cards.filter { $0.kind == .ordering }.map(\.content) }
        let written = orderings(deck)
        #expect(try orderings(JSONDeckReader.read(from: file)) == written)
        #expect(written.contains { if case .ordering(let fields) = $0 { fields.steps.comparedWith != nil } else { false } })
    }

    @Test func exportHoldsOnlyTheChosenLanguage() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let file = scratch.file("deck.json")
        try FlashcardExporter.export(SyntheticDeck.make(cardCount: 40, language: .zh), as: .json, to: file)

        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        let cards = try #require(object?["cards"] as? [[String: Any]])
        #expect(object?["format"] as? String == "lifequiz-flashcards" && object?["version"] as? Int == 1)
        #expect(cards.count == 40)
        for card in cards {
            #expect(Set(card.keys) == ["id", "kind", "deck", "language", "fields", "tags", "sources"])
            let fields = try #require(card["fields"] as? [String: Any])
            for case let text as [String: String] in fields.values {
                #expect(Array(text.keys) == ["zh"])
            }
        }
    }

    @Test func fileThatIsNotADeckIsRejectedWithItsPath() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let file = scratch.file("other.json")
        try Data(#"{"format": "something-else", "version": 1, "deck": "x", "cards": []}"#.utf8).write(to: file)

        #expect(throws: DeckFileError.notADeckFile(path: file.path, reason: "its format is 'something-else'")) {
            try JSONDeckReader.read(from: file)
        }
    }
}
