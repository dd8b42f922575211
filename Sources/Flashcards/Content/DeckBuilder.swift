import Foundation
import InterfaceText
import KnowledgeBase
import LifecycleEngine
import Quiz

/// Builds the deck to export from the card catalog (knowledge base and engine): one deck
/// `lifequiz` with a subdeck per topic, cards filtered as the user asked.
public struct DeckBuilder: Sendable {
    public struct Filter: Hashable, Sendable {
        /// Only cards about methods of these classes (knowledge-base class ids, any case); every
        /// class when empty.
        public var classIDs: [String]
        /// Only cards of these topics, each a quiz topic (`app`: its orderings, and the facts and
        /// pitfalls of the knowledge topics it draws on) or a knowledge topic (`app-lifecycle`: its
        /// facts and pitfalls, and the orderings of the quiz topics that draw on it); every topic
        /// when empty.
        public var topics: [String]
        public var pitfallsOnly = false
        public var includeOrderings = false
        /// Simulate orderings on this version (default: each scenario's own, else the newest).
        public var version: IOSVersion?

        public init(classIDs: [String] = [], topics: [String] = [], pitfallsOnly: Bool = false,
                    includeOrderings: Bool = false, version: IOSVersion? = nil) {
            self.classIDs = classIDs
            self.topics = topics
            self.pitfallsOnly = pitfallsOnly
            self.includeOrderings = includeOrderings
            self.version = version
        }
    }

    public static let deckName = "lifequiz"

    public let catalog: CardCatalog

    public init(material: QuizMaterial) { catalog = CardCatalog(material: material) }

    /// The cards `filter` picks, as flashcards in `language`. A class or topic no card has is a
    /// `DeckFilterError` that lists those that exist; a filter that picks no card is not (the
    /// export says so). A curated scenario that makes no card is a `CatalogError`.
    public func deck(_ filter: Filter, language: CardLanguage) throws -> Deck {
        // Listing the catalog's cards simulates every curated scenario, so it is done once, and
        // again only for orderings on another version. Classes and topics are checked against the
        // orderings on their scenarios' own versions, whatever version the deck asks for.
        let ownVersionCards = try catalog.cards()
        let knowledgeTopics = Set(catalog.topicTitles.keys)
        try Self.check(filter, against: ownVersionCards, knowledgeTopics: knowledgeTopics)
        let cards = try (filter.version == nil ? ownVersionCards : catalog.cards(orderingsOn: filter.version)).filter { card in
            (filter.classIDs.isEmpty || filter.classIDs.contains { card.classID.lowercased() == $0.lowercased() })
                && (filter.topics.isEmpty || filter.topics.contains { Self.card(card, isOf: $0, knowledgeTopics: knowledgeTopics) })
                && (filter.pitfallsOnly ? card.kind == .pitfall : (card.kind != .ordering || filter.includeOrderings))
        }
        return Deck(name: Self.deckName, cards: cards.flatMap { flashcards(from: $0, language: language) },
                    subdeckTitles: catalog.topicTitles, filter: filter)
    }

    private static func check(_ filter: Filter, against cards: [CatalogCard], knowledgeTopics: Set<String>) throws(DeckFilterError) {
        let classes = Set(cards.map(\.classID))
        for classID in filter.classIDs where !classes.contains(where: { $0.lowercased() == classID.lowercased() }) {
            throw .unknownClass(classID, classes: classes.sorted())
        }
        for topic in filter.topics where !cards.contains(where: { card($0, isOf: topic, knowledgeTopics: knowledgeTopics) }) {
            throw .unknownTopic(topic, topics: Set(cards.map(\.topic)).sorted())
        }
    }

    /// `--topic` takes a knowledge topic (what `show` prints: its cards, and the orderings filed
    /// in its subdeck) or a name only `quiz` uses (`loading`: the knowledge topics it covers, and
    /// its orderings). A name that is both (`navigation`) is the knowledge topic's: a teacher who
    /// asks for it gets its cards, not appearance's too.
    private static func card(_ card: CatalogCard, isOf topic: String, knowledgeTopics: Set<String>) -> Bool {
        if card.topic == topic { return true }
        if knowledgeTopics.contains(topic) {
            return card.kind == .ordering && ScenarioTopic(rawValue: card.topic)?.deckTopic == topic
        }
        return ScenarioTopic(rawValue: topic)?.covers(knowledgeTopic: card.topic, classID: card.classID) == true
    }

    /// A code sample's comments in the deck's language, or both for a bilingual deck.
    private static func code(_ code: LocalizedCode, for language: CardLanguage) -> String {
        switch language {
        case .zh: code.zh
        case .en: code.en
        case .both: code.bilingual
        }
    }

    /// More callbacks than this are not recalled in one go: a longer ordering becomes a card per
    /// step, and a step longer than `longestStep` a card per object.
    public static let longestOrdering = 12
    public static let longestStep = 16

    /// The flashcards of one catalog card: one, or one per part of a long ordering.
    private func flashcards(from card: CatalogCard, language: CardLanguage) -> [Flashcard] {
        guard case .ordering(let title, let script, let version, let steps) = card.face,
              steps.sequence.count > Self.longestOrdering else {
            return [flashcard(from: card, language: language)]
        }
        let whole = flashcard(from: card, language: language)
        // Code written inside callbacks runs within the steps: said apart, not as a step before.
        let parsed = try? ScenarioParser.parse(script)
        let code = (parsed?.codeInCallbacks ?? []).map(\.text).joined(separator: "; ")
        return Self.parts(of: steps).enumerated().map { index, part in
            // The steps before this one set the scene in a line; their callbacks are other cards'.
            let context = (parsed?.stepsTaken(in: 0..<max(0, part.phase.number - 1)) ?? []).map(\.text).joined(separator: "; ")
            let scenario = LocalizedText(zh: Self.partTitle(part, title: title.zh, context: context, code: code, language: "zh"),
                                         en: Self.partTitle(part, title: title.en, context: context, code: code, language: "en"))
            var flashcard = whole
            flashcard.id = card.id + "#\(index + 1)@ios\(version)"
            var partSteps = OrderingSteps(phases: [part.phase], classes: steps.classes)
            partSteps.comparedWith = part.phase.differing.isEmpty ? nil : steps.comparedWith
            flashcard.content = .ordering(OrderingFields(scenario: scenario, iOS: version, steps: partSteps))
            return flashcard
        }
    }

    /// A long ordering's parts: each step; a step still too long, each object's callbacks in it
    /// (an object with a single callback there has nothing to order and is left out).
    private static func parts(of steps: OrderingSteps) -> [(phase: OrderingSteps.Phase, object: String?)] {
        steps.phases.flatMap { phase -> [(phase: OrderingSteps.Phase, object: String?)] in
            guard phase.callbacks.count > longestStep else { return [(phase, nil)] }
            return steps.classes.map(\.object).compactMap { object in
                let callbacks = phase.callbacks.filter { $0.hasPrefix(object + " ") }
                guard callbacks.count > 1 else { return nil }
                return (OrderingSteps.Phase(step: phase.step, number: phase.number, callbacks: callbacks), object)
            }
        }
    }

    private static func partTitle(_ part: (phase: OrderingSteps.Phase, object: String?), title: String, context: String,
                                  code: String, language: String) -> String {
        let catalog = TextCatalog.embedded(language)
        let step = context.isEmpty
            ? catalog.text("export.ordering-first-step", ["title": title, "step": part.phase.step])
            : catalog.text("export.ordering-step", ["title": title, "step": part.phase.step, "before": context])
        let withCode = code.isEmpty ? step : step + catalog.text("export.ordering-code", ["code": code])
        return part.object.map { withCode + catalog.text("export.ordering-object", ["object": $0]) } ?? withCode
    }

    private func flashcard(from card: CatalogCard, language: CardLanguage) -> Flashcard {
        var id = card.id
        // An ordering goes in the subdeck of the facts on its subject (`uiview`, not `views`).
        let topic = card.kind == .ordering ? ScenarioTopic(rawValue: card.topic)?.deckTopic ?? card.topic : card.topic
        // `lang-…` also picks the labels the note type's template shows (NoteType.css). Topics
        // are namespaced: Anki's tags ignore case, so the topic `uiview` would merge with the
        // class `UIView`.
        var tags = [card.classID, "topic::\(topic)", card.kind.rawValue, "lang-\(language.rawValue)"]
        let content: FlashcardContent
        switch card.face {
        case .fact(let front, let back):
            if let name = card.clozeName {
                // A statement that names its method in both languages blanks it: Anki's cloze.
                // A different note type, so a different note (and id) from the old Q/A card.
                id = "cloze:" + id.dropFirst("fact:".count)
                content = .cloze(ClozeFields(text: back, answer: name))
            } else {
                content = .fact(FactFields(front: front, back: back))
            }
            if let versions = card.versions { tags.append(versions.written(.tag)) }
        case .pitfall(let title, let symptom, let cause, let fix, let snippet, let fixSnippet):
            content = .pitfall(PitfallFields(title: title, symptom: symptom, cause: cause, fix: fix,
                                             snippet: snippet.map { Self.code($0, for: language) },
                                             fixSnippet: fixSnippet.map { Self.code($0, for: language) }))
        case .ordering(let title, let scenario, let version, let steps):
            // An ordering differs by version, so the version is part of its identity.
            id += "@ios\(version)"
            tags.append("ios\(version)")
            content = .ordering(OrderingFields(
                scenario: LocalizedText(zh: "\(title.zh)：\(scenario)", en: "\(title.en): \(scenario)"),
                iOS: version, steps: steps))
        }
        let names = card.sourceNames.zh.isEmpty && card.sourceNames.en.isEmpty ? nil : card.sourceNames
        return Flashcard(id: id, deck: "\(Self.deckName)::\(topic)", content: content, language: language,
                         tags: tags.map { $0.replacingOccurrences(of: " ", with: "-") },
                         sources: card.sources, sourceNames: names, sourcesRole: card.sourcesRole, apple: card.apple)
    }
}
