import Foundation
import KnowledgeBase
@testable import Quiz

/// The real content, built once into an in-memory knowledge database for the whole test run. A
/// failure to build it fails each test that asks for it rather than trapping the whole run.
enum TestMaterial {
    private static let loaded = Result { try QuizMaterial.load(from: KnowledgeDatabase.inMemory()) }

    static func material() throws -> QuizMaterial { try loaded.get() }

    static func generator(_ language: Language = .en) throws -> QuestionGenerator {
        QuestionGenerator(material: try material(), language: language)
    }

    /// The right answer, as a learner would type it.
    static func rightAnswer(to question: Question) -> String {
        switch question.key {
        case .order(let order): order.map { String($0 + 1) }.joined(separator: " ")
        case .choice(let index): String(index + 1)
        case .truth(let value): value ? "true" : "false"
        case .callback(let callback): callback.swiftName
        }
    }

    /// An answer the grader reads and marks wrong (an ordering reversed), so the explanations are shown.
    static func wrongAnswer(to question: Question) -> String {
        switch question.key {
        case .order(let order): order.reversed().map { String($0 + 1) }.joined(separator: " ")
        case .choice(let index): String((index + 1) % question.items.count + 1)
        case .truth(let value): value ? "false" : "true"
        case .callback(let callback): callback == .viewDidLoad ? "loadView" : "viewDidLoad"
        }
    }
}
