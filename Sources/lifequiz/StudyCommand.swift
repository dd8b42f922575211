import ArgumentParser
import Foundation
import LifecycleEngine
import Quiz
import Study

struct StudyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "study",
        abstract: "A spaced-repetition session over fact, pitfall and ordering cards (FSRS-6), run as Anki runs one.",
        discussion: """
            Shows the cards due now: first those you are learning, then reviews, then new cards \
            in teaching order (one controller's launch and loading first, then appearance, \
            navigation, presentation, containers, app states). Ordering cards and cards about a \
            method or a pitfall with code are asked as questions and graded: the grade proposes a \
            rating, Enter takes it, a number changes it. Fact cards are flashcards: think of the \
            answer, press Enter, and rate how well you recalled it. Each rating shows the wait it \
            would schedule (1 again 1m · 2 hard 6m · 3 good 10m · 4 easy 3d); after it you see \
            what was recorded and when the card is due. A card still in its learning steps (Again, \
            Hard, a first Good) comes back in the same session when its step is up within 20 \
            minutes.

            Controls: ? hint, s skip, u undo the last answer or rating (the saved review is taken \
            back and the card's schedule restored), q quit, help; Ctrl-D ends and Ctrl-C \
            interrupts, both with the summary.

            Scheduling is FSRS-6 (the py-fsrs 6.3.2 algorithm, its 21 default parameters, \
            desired retention 0.9, learning steps 1 and 10 minutes, relearning step 10 minutes, \
            no fuzz). Every rating is saved at once, so Ctrl-C or the end of input loses nothing \
            already rated.
            """
    )

    @OptionGroup var study: StudyOptions

    @Option(help: "Cards to go through in this session at most (a card coming back in its learning steps counts once).")
    var limit = 20

    @Option(help: ArgumentHelp("Simulate orderings on this iOS version (\(IOSVersion.supported.lowerBound)-\(IOSVersion.supported.upperBound)).", valueName: "N"))
    var ios: Int?

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var progress: ProgressOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        let texts = output.languageOption.texts
        if limit < 1 { throw ValidationError.limitBelowOne(limit, texts) }
        if let ios, IOSVersion(ios) == nil { throw ValidationError.iosNotModelled(ios, texts) }
        try study.check(texts)
        // A session is a conversation with a person; scripts grade with quiz and answer.
        if output.format == .json { throw ValidationError(texts.text("study.no-json")) }
    }

    func run() throws {
        let console = output.console
        try console.reportingErrors {
            let location = try database.location()
            let material = try QuizMaterial.load(from: database.openKnowledgeBase())
            let store = try progress.openStore(in: location)
            let options = study.loop(limit: limit, version: ios.flatMap(IOSVersion.init))
            try StudySessionRunner(console: console, store: store, material: material, options: options).run()
        }
    }
}
