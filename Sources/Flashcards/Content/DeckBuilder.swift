import Foundation
import KnowledgeBase
import LifecycleEngine
import Quiz

/// Builds the deck to export from the card catalog (knowledge base and engine): one deck
/// `lifequiz` with a subdeck per class, cards filtered as the user asked.
public struct DeckBuilder: Sendable {
    public struct Filter: Sendable {
        /// Only cards about methods of this class (knowledge-base class id, any case).
        public var classID: String?
        /// Only cards of this topic.
        public var topic: String?
        public var pitfallsOnly = false
        public var includeOrderings = false
        /// Simulate orderings on this version (default: each scenario's own, else the newest).
        public var version: IOSVersion?

        public init(classID: String? = nil, topic: String? = nil, pitfallsOnly: Bool = false,
                    includeOrderings: Bool = false, version: IOSVersion? = nil) {
            self.classID = classID
            self.topic = topic
            self.pitfallsOnly = pitfallsOnly
            self.includeOrderings = includeOrderings
            self.version = version
        }
    }

    public static let deckName = "lifequiz"

    public let catalog: CardCatalog

    public init(material: QuizMaterial) { catalog = CardCatalog(material: material) }

    /// The classes and topics cards belong to, for checking a filter before building.
    public var classIDs: Set<String> { Set(catalog.cards().map(\.classID)) }
    public var topics: Set<String> { Set(catalog.cards(orderingsOn: nil).map(\.topic)) }

    public func deck(_ filter: Filter, language: CardLanguage) -> Deck {
        let cards = catalog.cards(orderingsOn: filter.version).filter { card in
            (filter.classID.map { card.classID.lowercased() == $0.lowercased() } ?? true)
                && (filter.topic.map { card.topic == $0 } ?? true)
                && (filter.pitfallsOnly ? card.kind == .pitfall : (card.kind != .ordering || filter.includeOrderings))
        }
        return Deck(name: Self.deckName, cards: cards.map { flashcard(from: $0, language: language) })
    }

    private func flashcard(from card: CatalogCard, language: CardLanguage) -> Flashcard {
        var id = card.id
        var tags = [card.classID, card.topic, card.kind.rawValue]
        let content: FlashcardContent
        switch card.face {
        case .fact(let front, let back):
            content = .fact(FactFields(front: front, back: back))
            if let versions = card.versions { tags.append(versionTag(versions)) }
        case .pitfall(let title, let symptom, let cause, let fix, let snippet):
            content = .pitfall(PitfallFields(title: title, symptom: symptom, cause: cause, fix: fix, snippet: snippet))
        case .ordering(let title, let scenario, let version, let sequence):
            // An ordering differs by version, so the version is part of its identity.
            id += "@ios\(version)"
            tags.append("ios\(version)")
            content = .ordering(OrderingFields(
                scenario: LocalizedText(zh: "\(title.zh)：\(scenario)", en: "\(title.en): \(scenario)"),
                iOS: version, sequence: sequence))
        }
        return Flashcard(id: id, deck: "\(Self.deckName)::\(card.classID)", content: content, language: language,
                         tags: tags.map { $0.replacingOccurrences(of: " ", with: "-") },
                         sources: card.sources)
    }

    /// `ios9`, `ios6+`, `ios5-12`, `ios-5` (up to 5).
    private func versionTag(_ range: VersionRange) -> String {
        switch (range.from, range.to) {
        case let (from?, to?) where from == to: "ios\(from)"
        case let (from?, to?): "ios\(from)-\(to)"
        case let (from?, nil): "ios\(from)+"
        case let (nil, to?): "ios-\(to)"
        case (nil, nil): "ios"
        }
    }
}
