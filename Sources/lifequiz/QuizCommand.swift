import ArgumentParser
import Foundation
import Quiz
import Study

struct QuizCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "quiz",
        abstract: "Answer questions: put callbacks in order, and questions on facts and pitfalls.",
        discussion: """
            Ordering questions show shuffled callbacks from a scenario the simulation engine ran; \
            answer with their letters or numbers in order (c a d b, or 3 1 4 2) or their names. \
            A wrong order is scored by the share of pairs you put the right way round, shown side \
            by side with the true order, and each misplaced callback is explained with the rule \
            and the sources behind it. Other questions ask which callback UIKit calls only once, \
            which of two comes first, what is wrong in a snippet, true or false, which callback \
            is missing, and what changed in an iOS version.

            At the prompt: ? a hint (one more item of the order each time), s skip, u undo the \
            last answer (its record too), q quit, help the controls; Ctrl-D ends and Ctrl-C \
            interrupts, both with the summary (score, weakest callbacks, what is due next). On a \
            terminal the line can be edited, and Up/Down bring back earlier answers.

            Every answer is saved to your progress at once (so Ctrl-C or the end of input loses \
            nothing already answered) and feeds `lifequiz study` and `lifequiz stats`; a right \
            answer after a hint counts as Hard.

            Examples:
              lifequiz quiz                         10 mixed questions
              lifequiz quiz -n 5 --level 2 --topic navigation
              lifequiz quiz --ios 9 --kind ordering
              lifequiz quiz --seed 7 --format json  one question as JSON, for scripts and editors
              lifequiz answer "<id>" "3 1 4 2" --format json
            """
    )

    @Option(name: .short, help: "How many questions, 1 to 1000 (default 10; 1 with --format json).")
    var n: Int?

    @Flag(name: .customLong("no-record"), help: "Do not save the answers to your progress.")
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
                                                      avoiding: Set(drawn.values.map(\.subject)))
                drawn[index] = question
                return question
            }
            if output.format == .json {
                let drawn = try (0..<count).map(question)
                if drawn.count == 1 { try console.writeJSON(drawn[0]) } else { try console.writeJSON(drawn) }
                return
            }
            let recorder = noRecord ? nil : AnswerRecorder(store: try progress.openStore(in: database.location()))
            Interrupt.catchSignal()
            console.write([TextSection(lines: [StyledText(SessionEventView.controls(console), .dim)])])
            let loop = QuizLoop(count: count, grader: Grader(material: material), recorder: recorder,
                                calendar: .localGregorian, question: question)
            let summary = try loop.run(with: TerminalInteraction(console: console, positionKey: "session.position.question"))
            if summary.ending == .interrupted { throw ExitCode(ExitStatus.interrupted) }
        }
    }
}
