import KnowledgeBase
@testable import Quiz
import SeededProperties
import Testing

/// Whatever a learner types to whatever question, the grader grades it or says why it cannot:
/// no number, name or character crashes it. Fixed seeds.
@Suite struct AnswerPropertyTests {
    let grader: Grader

    init() throws {
        grader = Grader(material: try TestMaterial.material())
    }

    static let fragments = [
        "1", "2", "3", "4", "0", "-1", "a", "b", "c", "d", "z", "A", "9223372036854775807", "9223372036854775808",
        "-9223372036854775808", "18446744073709551616", "99999999999999999999999999", "+7", "007", " ", " ", ",", "，",
        ";", "；", "->", ">", "→", "、", "\n", "\t", "-", "true", "false", "对", "错", "yes", "viewDidLoad",
        "viewWillAppear(_:)", "A viewDidAppear(_:)", "B", "loadView", "(", ")", "_", ":", "é", "\u{301}", "🙂", "\u{0}",
    ]

    /// Answers made of numbers (huge ones too), letters, names and separators.
    static let answers: AnyGenerator<String> = Gen<String?>.element(of: fragments).map { $0 ?? "" }
        .array(of: 0...16).map { $0.joined() }.eraseToAny()

    /// A question of any kind, level and language, by its seed.
    static let questions = zip(Gen.uint64(in: 0...UInt64(Int64.max)), Gen<QuestionKind>.case, Gen.int(in: 0...3), Gen<Language>.case)

    /// What is wrong with grading `answer` to the drawn question, or nil.
    private func gradedOrExplained(_ drawn: (UInt64, QuestionKind, Int, Language), _ answer: String) -> String? {
        let (seed, kind, level, language) = drawn
        let question: Question
        do {
            question = try TestMaterial.generator(language).question(seed: seed, request: .init(kinds: [kind], level: level == 0 ? nil : level))
        } catch {
            // Some kinds have no question at some levels: that is the quiz tests' concern.
            return error is QuizError ? nil : "generation threw \(error)"
        }
        switch grader.grade(question, answer: answer) {
        case .graded(let grade): return (0...1).contains(grade.score) ? nil : "score \(grade.score)"
        case .unreadable(let problems): return problems.isEmpty ? "unreadable without a reason" : nil
        }
    }

    @Test func anyAnswerIsGradedOrExplained() {
        SeededProperty(zip(Self.questions, Self.answers)).check(seeds: 0..<1_000) { drawn, answer in
            gradedOrExplained(drawn, answer)
        }
    }

    @Test func anyPositionNumbersAreGradedOrExplained() {
        let numbers = zip(Self.questions, Gen.int(in: Int.min...Int.max).array(of: 1...6))
        SeededProperty(numbers).check(seeds: 0..<500) { drawn, numbers in
            gradedOrExplained(drawn, numbers.map(String.init).joined(separator: " "))
        }
    }
}
