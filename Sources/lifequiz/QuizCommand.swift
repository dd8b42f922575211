import ArgumentParser
import Foundation
import Quiz
import Study

struct QuizCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "quiz",
        abstract: HelpText.text("help.quiz.abstract"),
        discussion: HelpText.text("help.quiz.discussion")
    )

    @Option(name: .short, parsing: .unconditional, help: ArgumentHelp(HelpText.text("help.quiz.n")))
    var n: Int?

    @Flag(name: .customLong("no-record"), help: ArgumentHelp(HelpText.text("help.quiz.no-record")))
    var noRecord = false

    @OptionGroup var questions: QuestionOptions
    @OptionGroup var database: DatabaseOptions
    @OptionGroup var progress: ProgressOptions
    @OptionGroup var output: OutputOptions

    /// More questions than a session can hold; with `--format json` a larger count would only
    /// keep lifequiz busy drawing them.
    static let maximumCount = 1_000

    func validate() throws {
        let texts = output.languageOption.texts
        if let n, !(1...Self.maximumCount).contains(n) {
            throw ValidationError(texts.text("validation.question-count", ["maximum": "\(Self.maximumCount)", "value": "\(n)"]))
        }
        try questions.check(texts)
    }

    func run() throws {
        let console = output.console
        try console.reportingErrors {
            let material = try QuizMaterial.load(from: database.openKnowledgeBase())
            let generator = QuestionGenerator(material: material, language: output.language)
            let base = questions.seed ?? UInt64.random(in: 0...UInt64(Int64.max))
            let count = n ?? (output.format == .json ? 1 : 10)
            var drawn: [Int: Question] = [:]
            func question(_ index: Int) throws -> Question {
                // Undo asks an index again, and must get the same question back.
                if let earlier = drawn[index] { return earlier }
                let question = try generator.question(seed: questions.seed(for: index, base: base), request: questions.request,
                                                      avoiding: Set(drawn.values.flatMap(\.subjects)))
                drawn[index] = question
                return question
            }
            if output.format == .json {
                let drawn = try (0..<count).map(question)
                if drawn.count == 1 { try console.writeJSON(drawn[0]) } else { try console.writeJSON(drawn) }
                return
            }
            // A filter nothing fits fails before the controls are shown for a quiz that cannot start.
            _ = try question(0)
            let recorder = try noRecord ? nil : AnswerRecorder(store: progress.openStore(in: database.location()),
                                                               deck: { try CardCatalog(material: material).cards() })
            Interrupt.catchSignal()
            console.write([TextSection(lines: [StyledText(SessionEventView.controls(console), .dim)])])
            let loop = QuizLoop(count: count, grader: Grader(material: material), recorder: recorder,
                                calendar: .localGregorian, question: question)
            let summary = try loop.run(with: TerminalInteraction(console: console, positionKey: "session.position.question"))
            if summary.ending == .interrupted { throw ExitCode(ExitStatus.interrupted) }
        }
    }
}
