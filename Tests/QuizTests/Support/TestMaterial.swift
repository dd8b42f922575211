import Foundation
import KnowledgeBase
@testable import Quiz

/// The real content, built once into a temporary knowledge database for the whole test run.
enum TestMaterial {
    static let database: KnowledgeDatabase = {
        let directory = FileManager.default.temporaryDirectory.appending(path: "lifequiz-quiz-tests-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return try! KnowledgeDatabase.open(at: directory.appending(path: "knowledge.sqlite"))
    }()

    static let material: QuizMaterial = try! QuizMaterial.load(from: database)

    static func generator(_ language: Language = .en) -> QuestionGenerator {
        QuestionGenerator(material: material, language: language)
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
}
