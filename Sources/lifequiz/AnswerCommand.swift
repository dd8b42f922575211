import ArgumentParser
import Foundation
import InterfaceText
import Quiz

struct AnswerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "answer",
        abstract: "Grade an answer to a question by its id (for scripts and editors).",
        discussion: """
            The id comes from `lifequiz quiz --format json` (or the id line of an interactive \
            quiz) and regenerates the question. Answers are written as in the quiz: letters or \
            numbers in order, callback names, an option, true/false. An answer that cannot be \
            read (a duplicate, a missing or unknown item) is not graded: the problems are printed \
            and the exit status is 2.

            Examples:
              lifequiz answer "order:2:navigation:18:-:48213@1a2b3c" 3 1 4 2
              lifequiz answer "order:2:navigation:18:-:48213@1a2b3c" "b d a c" \\
                --format json
            """
    )

    @Argument(help: "The question's id.")
    var id: String

    @Argument(help: "The answer; several words are joined with spaces.")
    var answer: [String] = []

    @Flag(name: .customLong("no-record"), help: "Do not save the answer to your progress.")
    var noRecord = false

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var progress: ProgressOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let console = output.console
        try console.reportingErrors {
            guard let questionID = QuestionID(id) else { throw QuizError.unknownQuestion(id: id) }
            let material = try QuizMaterial.load(from: database.openKnowledgeBase())
            let question = try QuestionGenerator(material: material, language: output.language).question(for: questionID)
            let response = answer.joined(separator: " ")
            switch Grader(material: material).grade(question, answer: response) {
            case .unreadable(let problems):
                throw UnreadableAnswer(problems: problems)
            case .graded(let grade):
                if !noRecord {
                    try AnswerRecorder(store: progress.openStore(in: database.location())).record(grade, response: response, for: question)
                }
                switch output.format {
                case .json: try console.writeJSON(grade)
                case .text: console.write(GradeView(grade: grade, console: console).sections)
                }
            }
        }
    }
}

/// An answer the grader could not read; reported, not graded.
struct UnreadableAnswer: ReportableError {
    let problems: [AnswerProblem]
    var code: String { "unreadable-answer" }
    var exitCode: Int32 { 2 }
    var description: String { "the answer could not be graded: " + problems.map(\.description).joined(separator: "; ") }
    var suggestions: [String] { problems.map(\.description) }

    func message(_ texts: TextCatalog) -> String {
        texts.text("answer.problem.unreadable", ["problems": problems.map { $0.message(texts) }.joined(separator: texts.text("answer.problem.separator"))])
    }
}
