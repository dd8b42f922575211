import Foundation
import KnowledgeBase
import Quiz
import Testing
import TestSupport

@testable import Flashcards

/// `--class` and `--topic` are checked against the cards that exist, and a miss says which do.
@Suite struct DeckBuilderTests {
    let builder: DeckBuilder

    init() throws {
        builder = try ShippedMaterial.deckBuilder()
    }

    @Test func aClassIsMatchedInAnyCase() throws {
        let deck = try builder.deck(DeckBuilder.Filter(classID: "uiview"), language: .en)
        #expect(!deck.cards.isEmpty)
        #expect(deck.cards.allSatisfy { $0.deck == "lifequiz::UIView" })
    }

    @Test func anUnknownClassListsTheClassesThereAre() throws {
        let error = #expect(throws: DeckFilterError.self) {
            try builder.deck(DeckBuilder.Filter(classID: "NoSuchClass"), language: .en)
        }
        guard case .unknownClass(let name, let classes) = error else {
            Issue.record("expected unknownClass, got \(String(describing: error))")
            return
        }
        #expect(name == "NoSuchClass")
        #expect(classes.contains("UIView") && classes.contains("UIViewController") && classes == classes.sorted())
        #expect(error?.description.hasPrefix("no cards about class 'NoSuchClass'; classes: ") == true)
    }

    @Test func anUnknownTopicListsTheTopicsThereAre() throws {
        let error = #expect(throws: DeckFilterError.self) {
            try builder.deck(DeckBuilder.Filter(topic: "nosuch", includeOrderings: true), language: .en)
        }
        guard case .unknownTopic(let name, let topics) = error else {
            Issue.record("expected unknownTopic, got \(String(describing: error))")
            return
        }
        #expect(name == "nosuch")
        #expect(topics.contains("navigation") && topics == topics.sorted())
    }
}
