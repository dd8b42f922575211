import ArgumentParser
import Foundation
import InterfaceText
import Quiz

struct AnswerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "answer",
        abstract: HelpText.text("help.answer.abstract"),
        discussion: HelpText.text("help.answer.discussion")
    )

    @Argument(help: ArgumentHelp(HelpText.text("help.answer.id")))
    var id: String

    @Argument(help: ArgumentHelp(HelpText.text("help.answer.answer")))
    var answer: [String] = []

    @Flag(name: .customLong("no-record"), help: ArgumentHelp(HelpText.text("help.answer.no-record")))
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
                let recording = noRecord ? nil
                    : try AnswerRecorder(store: progress.openStore(in: database.location())).record(grade, response: response, for: question)
                switch output.format {
                case .json: try console.writeJSON(AnsweredGrade(grade: grade, recording: recording))
                case .text:
                    console.write(GradeView(grade: grade, console: console).sections)
                    if case .stepNotYetUp(_, let wait) = recording {
                        console.write(SessionEventView(event: .stepNotYetUp(wait: wait), console: console, positionKey: "").sections)
                    }
                }
            }
        }
    }
}

/// `answer --format json`: the grade, and whether it was saved to the progress (not with
/// `--no-record`, nor for a card whose learning step is not up yet: then when it is).
private struct AnsweredGrade: Encodable {
    let grade: Grade
    /// Nil with `--no-record`.
    let recording: AnswerRecorder.Recording?

    private enum Keys: String, CodingKey { case recorded, stepDue = "step_due" }

    func encode(to encoder: any Encoder) throws {
        try grade.encode(to: encoder)
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(recording?.entry != nil, forKey: .recorded)
        if case .stepNotYetUp(let due, _) = recording { try container.encode(due.formatted(.iso8601), forKey: .stepDue) }
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
