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
            // Drawn up front, so that filters few questions fit give a shorter quiz, said as such,
            // rather than the same question again (and undo gets the same question back).
            var drawn: [Question] = []
            var asked: Set<String> = []
            for index in 0..<count {
                guard let question = try generator.question(seed: questions.seed(for: index, base: base), request: questions.request,
                                                            avoiding: asked) else { break }
                drawn.append(question)
                asked.formUnion(question.subjects)
            }
            if output.format == .json {
                if count == 1 { try console.writeJSON(drawn[0]) } else { try console.writeJSON(drawn) }
                return
            }
            let quiz = drawn
            let recorder = try noRecord ? nil : AnswerRecorder(store: progress.openStore(in: database.location()),
                                                               deck: { try CardCatalog(material: material).cards() })
            Interrupt.catchSignal()
            var opening = [StyledText(SessionEventView.controls(console), .dim)]
            if quiz.count < count { opening.insert(StyledText(console.texts.counted("quiz.fewer-questions", quiz.count)), at: 0) }
            console.write([TextSection(lines: opening)])
            let loop = QuizLoop(count: quiz.count, grader: Grader(material: material), recorder: recorder,
                                calendar: .localGregorian, question: { quiz[$0] })
            let summary = try loop.run(with: TerminalInteraction(console: console, positionKey: "session.position.question"))
            if summary.ending == .interrupted { throw ExitCode(ExitStatus.interrupted) }
        }
    }
}
