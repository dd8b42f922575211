import KnowledgeBase
import Quiz

@testable import Flashcards

/// The deck builder over the content lifequiz ships, built once in memory for the whole run. A
/// failure to build it fails each test that asks for it rather than trapping the whole run.
enum ShippedMaterial {
    private static let loaded = Result { DeckBuilder(material: try QuizMaterial.load(from: KnowledgeDatabase.inMemory())) }

    static func deckBuilder() throws -> DeckBuilder { try loaded.get() }
}
