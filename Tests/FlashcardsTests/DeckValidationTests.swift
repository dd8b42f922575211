import Foundation
import KnowledgeBase
import SyntheticDecks
import Testing
import TestSupport

@testable import Flashcards

/// A card every writer would get wrong fails the export before anything is written.
@Suite struct DeckValidationTests {
    let good = SyntheticDeck.make(cardCount: 5)

    private func expectRejected(_ deck: Deck, with error: ExportError) throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        for format in ExportFormat.allCases {
            #expect(throws: error) {
                try FlashcardExporter.export(deck, as: format, to: scratch.file("deck.\(format.fileExtension)"))
            }
        }
        #expect(try scratch.contents().isEmpty)
    }

    @Test func deckWithoutCardsIsRejected() throws {
        try expectRejected(Deck(name: "lifequiz", cards: []), with: .emptyDeck(name: "lifequiz"))
    }

    @Test func duplicateCardIDsAreRejected() throws {
        var deck = good
        deck.cards.append(deck.cards[2])
        try expectRejected(deck, with: .duplicateCardID(deck.cards[2].id))
    }

    @Test func cardWithoutQuestionTextInItsLanguageIsRejected() throws {
        var deck = good
        deck.cards[0].content = .fact(
            FactFields(front: LocalizedText(zh: "只有中文", en: "  "), back: LocalizedText(zh: "答", en: "answer")))
        deck.cards[0].language = .en
        try expectRejected(deck, with: .emptyFront(cardID: deck.cards[0].id, language: .en))
    }

    @Test func bilingualCardMissingOneTranslationIsAccepted() throws {
        var deck = good
        deck.cards[0].content = .fact(
            FactFields(front: LocalizedText(zh: "只有中文", en: ""), back: LocalizedText(zh: "答", en: "")))
        deck.cards[0].language = .both
        #expect(throws: Never.self) { try deck.validate() }
    }

    @Test func orderingWithoutCallbacksIsRejected() throws {
        var deck = good
        deck.cards[1].content = .ordering(
            OrderingFields(scenario: LocalizedText(zh: "推入", en: "push"), iOS: 13, sequence: []))
        try expectRejected(deck, with: .emptySequence(cardID: deck.cards[1].id))
    }

    @Test func tagWithASpaceIsRejected() throws {
        var deck = good
        deck.cards[3].tags.append("view layout")
        try expectRejected(deck, with: .invalidTag(cardID: deck.cards[3].id, tag: "view layout"))
    }

    @Test func deckPathWithAnEmptyPartIsRejected() throws {
        var deck = good
        deck.cards[4].deck = "lifequiz::::UIView"
        try expectRejected(deck, with: .invalidDeckPath(cardID: deck.cards[4].id, path: "lifequiz::::UIView"))
    }

    @Test func errorMessagesSayWhatToDo() {
        let message = ExportError.fileExists(path: "/tmp/deck.apkg").description
        #expect(message.contains("/tmp/deck.apkg") && message.contains("--force"))
        #expect(ExportError.notWritable(directory: "/srv/x").description.contains("Choose a folder you can write to"))
    }
}
