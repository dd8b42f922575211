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
        let deck = try builder.deck(DeckBuilder.Filter(classIDs: ["uiview"]), language: .en)
        #expect(!deck.cards.isEmpty)
        #expect(deck.cards.allSatisfy { $0.tags.contains("UIView") })
    }

    /// Subdecks follow what a card is about: a scene's launch order sits under scenes, not
    /// under UIViewController.
    @Test func cardsAreFiledUnderTheirTopic() throws {
        let deck = try builder.deck(DeckBuilder.Filter(includeOrderings: true), language: .en)
        #expect(deck.cards.allSatisfy { card in "topic::" + card.deck.dropFirst("lifequiz::".count) == card.tags[1] })
        #expect(Set(deck.cards.filter { $0.kind == .ordering }.map(\.deck)).count > 3)
    }

    /// A long ordering is one card per step (a very long step one per object), each naming its
    /// step and the steps before it; none asks for more than `longestOrdering` callbacks across
    /// steps or `longestStep` in one.
    @Test func longOrderingsAreSplitByStep() throws {
        let deck = try builder.deck(DeckBuilder.Filter(includeOrderings: true), language: .en)
        let orderings = deck.cards.compactMap { card -> (String, OrderingFields)? in
            guard case .ordering(let fields) = card.content else { return nil }
            return (card.id, fields)
        }
        for (id, fields) in orderings {
            let longest = fields.steps.phases.count > 1 ? DeckBuilder.longestOrdering : DeckBuilder.longestStep
            #expect(fields.sequence.count <= longest, "\(id) asks for \(fields.sequence.count) callbacks")
        }
        let parts = orderings.filter { $0.0.contains("#") }
        #expect(!parts.isEmpty)
        for (id, fields) in parts {
            #expect(fields.steps.phases.count == 1 && fields.scenario.en.contains("“\(fields.steps.phases[0].step)”"), "\(id)")
        }
    }

    /// A part of a long ordering whose script writes code inside callbacks says so apart: the code
    /// runs within the steps, so it is not among the steps before this one.
    @Test func aPartNamesCodeInCallbacksApartFromTheStepsBefore() throws {
        let deck = try builder.deck(DeckBuilder.Filter(includeOrderings: true), language: .en)
        let titles = deck.cards.compactMap { card -> String? in
            guard case .ordering(let fields) = card.content else { return nil }
            return fields.scenario.en
        }
        #expect(titles.contains { $0.contains("(code in callbacks: push B in willConnectTo)") })
        #expect(!titles.contains { $0.contains("after: push B in willConnectTo") })
    }

    /// Cards name the documents they come from by title, never by file name or line.
    @Test(arguments: [CardLanguage.zh, .en])
    func cardsNameTheirSourcesByTitle(language: CardLanguage) throws {
        let deck = try builder.deck(DeckBuilder.Filter(), language: language)
        for card in deck.cards where !card.sources.isEmpty {
            let names = try #require(card.sourceNames, "\(card.id)")
            let shown = names.shown(in: language).map(\.text).joined()
            #expect(shown.hasPrefix(language == .zh ? "《" : "“"), "\(card.id): \(shown)")
            #expect(!card.noteFields.joined().contains(".txt"), "\(card.id)")
        }
    }

    /// A fact that is all Apple's documentation puts the seeds it cites under "See also", after
    /// the Apple page; a fact the seeds say puts them under "Source".
    @Test func aCardWhollyBeyondTheSeedsShowsThemAsSeeAlso() throws {
        let deck = try builder.deck(DeckBuilder.Filter(), language: .en)
        let beyond = try #require(deck.cards.first { $0.sourcesRole == .seeAlso && $0.apple != nil })
        let beyondSources = try #require(beyond.noteFields.last)
        #expect(beyondSources.contains("<summary>See also</summary>"), "\(beyond.id): \(beyondSources)")
        // A link a learner can tap, on a phone too (twenty-fifth review W5).
        #expect(beyondSources.contains(#"<a href=""# + (try #require(beyond.apple)) + #"">"#), "\(beyondSources)")
        let said = try #require(deck.cards.first { $0.sourcesRole == .source && !$0.sources.isEmpty })
        #expect(try #require(said.noteFields.last).contains("<summary>Source</summary>"), "\(said.id)")
    }

    @Test func anUnknownClassListsTheClassesThereAre() throws {
        let error = #expect(throws: DeckFilterError.self) {
            try builder.deck(DeckBuilder.Filter(classIDs: ["NoSuchClass"]), language: .en)
        }
        guard case .unknownClass(let name, let classes) = error else {
            Issue.record("expected unknownClass, got \(String(describing: error))")
            return
        }
        #expect(name == "NoSuchClass")
        #expect(classes.contains("UIView") && classes.contains("UIViewController") && classes == classes.sorted())
        #expect(error?.description.hasPrefix("no cards about class 'NoSuchClass'; classes: ") == true)
    }

    /// `quiz --topic app` and `export --topic app` mean the same: the app's facts, and its orderings when asked for.
    @Test func aQuizTopicPicksTheKnowledgeTopicsItDrawsOn() throws {
        let facts = try builder.deck(DeckBuilder.Filter(topics: ["app"]), language: .en)
        let decks = Set(facts.cards.map(\.deck))
        #expect(!facts.cards.isEmpty && decks.isSubset(of: ["lifequiz::app-lifecycle", "lifequiz::scenes", "lifequiz::window"]), "\(decks)")
        let withOrderings = try builder.deck(DeckBuilder.Filter(topics: ["app-lifecycle"], includeOrderings: true), language: .en)
        #expect(withOrderings.cards.count > (try builder.deck(DeckBuilder.Filter(topics: ["app-lifecycle"]), language: .en)).cards.count,
                "a knowledge topic brings the orderings of the quiz topic that draws on it")
    }

    /// A name that is a knowledge topic and a quiz topic (`navigation`) is the knowledge topic's:
    /// its cards and the orderings filed with them, not appearance's cards too (twenty-seventh
    /// review W3).
    @Test func aNameBothKindsOfTopicShareIsTheKnowledgeTopics() throws {
        let deck = try builder.deck(DeckBuilder.Filter(topics: ["navigation"], includeOrderings: true), language: .en)
        #expect(!deck.cards.isEmpty && Set(deck.cards.map(\.deck)) == ["lifequiz::navigation"])
        let orderings = try builder.deck(DeckBuilder.Filter(topics: ["navigation"], includeOrderings: true), language: .en).cards.count
            - (try builder.deck(DeckBuilder.Filter(topics: ["navigation"]), language: .en)).cards.count
        #expect(orderings > 0, "the navigation orderings come with it")
    }

    /// `--topic navigation --topic presentation`: the cards of either (thirtieth review W6).
    @Test func severalTopicsOrClassesPickTheCardsOfAny() throws {
        func count(_ filter: DeckBuilder.Filter) throws -> Int { try builder.deck(filter, language: .en).cards.count }
        let navigation = try count(DeckBuilder.Filter(topics: ["navigation"])), presentation = try count(DeckBuilder.Filter(topics: ["presentation"]))
        #expect(navigation > 0 && presentation > 0)
        #expect(try count(DeckBuilder.Filter(topics: ["navigation", "presentation"])) == navigation + presentation)
        let view = try count(DeckBuilder.Filter(classIDs: ["UIView"])), window = try count(DeckBuilder.Filter(classIDs: ["UIWindow"]))
        #expect(try count(DeckBuilder.Filter(classIDs: ["UIView", "UIWindow"])) == view + window)
        #expect(throws: DeckFilterError.self) { try builder.deck(DeckBuilder.Filter(topics: ["navigation", "nosuch"]), language: .en) }
    }

    @Test func anUnknownTopicListsTheTopicsThereAre() throws {
        let error = #expect(throws: DeckFilterError.self) {
            try builder.deck(DeckBuilder.Filter(topics: ["nosuch"], includeOrderings: true), language: .en)
        }
        guard case .unknownTopic(let name, let topics) = error else {
            Issue.record("expected unknownTopic, got \(String(describing: error))")
            return
        }
        #expect(name == "nosuch")
        #expect(topics.contains("navigation") && topics == topics.sorted())
    }
}
