import KnowledgeBase
import LifecycleEngine

/// A card to study or export: a fact, a pitfall, or the callback order of a curated scenario.
public struct CatalogCard: Sendable, Hashable {
    public enum Kind: String, Sendable, CaseIterable {
        case fact, pitfall, ordering
    }

    /// What the card shows, by kind.
    public enum Face: Sendable, Hashable {
        case fact(front: LocalizedText, back: LocalizedText)
        /// `snippet`: the mistake in code; `fixSnippet`: the same code fixed.
        case pitfall(title: LocalizedText, symptom: LocalizedText, cause: LocalizedText, fix: LocalizedText, snippet: LocalizedCode?,
                     fixSnippet: LocalizedCode?)
        /// `steps`: the callbacks of the scenario's asked steps, in order, on `version`.
        case ordering(title: LocalizedText, scenario: String, version: Int, steps: OrderingSteps)
    }

    /// Stable across content rebuilds: `fact:<fact id>`, `pitfall:<pitfall id>`, `order:<scenario id>`.
    public let id: String
    public let topic: String
    /// The class of the card's main method, for grouping (decks by class).
    public let classID: String
    public let methods: [String]
    public let face: Face
    public let sources: [Citation]
    /// The sources by their titles, for learners: `《ViewController 的生命周期》` / `“The life cycle of a ViewController”`.
    public var sourceNames = LocalizedText(zh: "", en: "")
    /// Whether the card says what its sources say, or goes wholly beyond them.
    public var sourcesRole = SourcesRole.source
    /// The Apple documentation page the card's text draws on, if any.
    public var apple: String? = nil
    /// Fact cards: the method name both languages' texts spell the same way, which a cloze can
    /// blank in either.
    public var clozeName: String? = nil
    /// Fact cards whose front is a fill-in: the names the blank hides (in either language).
    public var blankedNames: [String] = []
    /// The iOS versions a fact holds for, when it does not hold for all.
    public let versions: VersionRange?
    /// Ordering cards: the steps the sequence covers (those before only set the scene).
    public var askedSteps: String? = nil

    public var kind: Kind {
        switch face {
        case .fact: .fact
        case .pitfall: .pitfall
        case .ordering: .ordering
        }
    }

    /// The question side, as a flashcard shows it.
    public var front: LocalizedText {
        switch face {
        case .fact(let front, _):
            return front
        case .pitfall(_, let symptom, _, _, _, _):
            return LocalizedText.interface("card.pitfall-front") { ["symptom": symptom.text(in: $0)] }
        case .ordering(let title, let scenario, let version, _):
            let asked = askedSteps ?? scenario
            let device = Scenario.device(of: scenario).rawValue
            return LocalizedText.interface("card.ordering-front") { ["title": title.text(in: $0), "version": "\(version)", "device": device, "scenario": scenario, "asked": asked] }
        }
    }

    /// The answer side.
    public var back: LocalizedText {
        switch face {
        case .fact(_, let back):
            return back
        case .pitfall(let title, _, let cause, let fix, _, _):
            return LocalizedText.interface("card.pitfall-back") { ["title": title.text(in: $0), "cause": cause.text(in: $0), "fix": fix.text(in: $0)] }
        case .ordering(_, _, _, let steps):
            let numbered = steps.sequence.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n")
            return LocalizedText(zh: numbered, en: numbered)
        }
    }

    /// Code shown with the card (pitfalls): the mistake and its fix.
    public var snippet: LocalizedCode? {
        if case .pitfall(_, _, _, _, let snippet, _) = face { return snippet }
        return nil
    }
}
