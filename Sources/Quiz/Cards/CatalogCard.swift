import KnowledgeBase

/// A card to study or export: a fact, a pitfall, or the callback order of a curated scenario.
public struct CatalogCard: Sendable, Hashable {
    public enum Kind: String, Sendable, CaseIterable {
        case fact, pitfall, ordering
    }

    /// Stable across content rebuilds: `fact:<fact id>`, `pitfall:<pitfall id>`, `order:<scenario id>`.
    public let id: String
    public let kind: Kind
    public let topic: String
    /// The class of the card's main method, for grouping (decks by class).
    public let classID: String
    public let methods: [String]
    public let front: LocalizedText
    public let back: LocalizedText
    /// Pitfalls: the whole snippet, mistake and fix.
    public let snippet: String?
    /// Orderings: the scenario, the version it was simulated on, and its callbacks in order.
    public let scenario: String?
    public let version: Int?
    public let sequence: [String]
    public let sources: [Citation]
    /// The iOS versions a fact holds for, when it does not hold for all.
    public let versions: VersionRange?
}
