@testable import Quiz
import Testing

/// Numbers a learner types are read however large: none may overflow the reader.
@Suite struct AnswerNumberTests {
    let grader: Grader

    init() throws {
        grader = Grader(material: try TestMaterial.material())
    }

    private func question(_ kind: QuestionKind) throws -> Question {
        try TestMaterial.generator().question(seed: 5, request: .init(kinds: [kind], level: 2))
    }

    private func problems(_ question: Question, _ answer: String) -> [AnswerProblem] {
        if case .unreadable(let problems) = grader.grade(question, answer: answer) { return problems }
        return []
    }

    @Test(arguments: ["9223372036854775808", "18446744073709551616", "99999999999999999999999999999999999999"])
    func anOrderAnswerTooLargeForAnIntIsNotAChoice(_ number: String) throws {
        let question = try question(.ordering)
        #expect(problems(question, number).contains(.notAChoice(token: number, count: question.items.count)))
        #expect(problems(question, "1 2 \(number)").contains(.notAChoice(token: number, count: question.items.count)))
    }

    /// Several letters or numbers to a one-option question ask for one option, where "'a b c d'
    /// is not one of the items" said nothing; a name with its object (`B viewDidDisappear`) is one.
    @Test func severalOptionsToAOneOptionQuestionAskForOne() throws {
        let question = try question(.snippet)
        #expect(problems(question, "a b c d") == [.severalChoices(count: question.items.count)])
        #expect(problems(question, "1, 2") == [.severalChoices(count: question.items.count)])
        #expect(problems(question, "b").isEmpty)
    }

    /// Two letters that are no option's letter are no typo of a two-letter word inside an option
    /// (a symptom's `占满`): they are refused, not graded as that option.
    @Test(arguments: ["zz", "bd", "你好"])
    func twoLettersAreNoTypoOfAnOptionsWord(_ answer: String) throws {
        let generator = try TestMaterial.generator(.zh)
        for seed in 0..<30 as Range<UInt64> {
            let question = try generator.question(seed: seed, request: .init(kinds: [.snippet]))
            #expect(!problems(question, answer).isEmpty, "\(question.id): \(answer) was graded")
        }
    }

    @Test func theSmallestIntIsNotAChoice() throws {
        let question = try question(.ordering)
        let number = "-9223372036854775808"
        #expect(problems(question, number).contains(.notAChoice(token: number, count: question.items.count)))
    }

    @Test func aMistakeRepeatedInOneAnswerIsToldOnce() throws {
        let question = try question(.ordering)
        let outside = "\(question.items.count + 1)"
        #expect(problems(question, "\(outside) \(outside)") == [.notAChoice(token: outside, count: question.items.count)])
        #expect(problems(question, "1 1 1").filter { if case .duplicate = $0 { true } else { false } }.count == 1)
    }

    @Test(arguments: ["9223372036854775808", "-9223372036854775808", "18446744073709551616"])
    func aChoiceTooLargeForAnIntIsNotAChoice(_ number: String) throws {
        let question = try question(.whichFirst)
        #expect(problems(question, number) == [.notAChoice(token: number, count: question.items.count)])
    }
}
