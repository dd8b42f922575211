import ArgumentParser
import Foundation
import KnowledgeBase
import Quiz
import Study

struct LearnCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "learn",
        abstract: HelpText.text("help.learn.abstract"),
        discussion: HelpText.text("help.learn.discussion", ["cards-to-know": "\(LessonProgress.cardsToKnow)"])
    )

    @OptionGroup var study: StudyOptions

    @Option(name: [.long, .customShort("n")], parsing: .unconditional, help: ArgumentHelp(HelpText.text("help.learn.limit")))
    var limit = 15

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var progress: ProgressOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        let texts = output.languageOption.texts
        if limit < 1 { throw ValidationError.limitBelowOne(limit, texts) }
        try study.check(texts)
        try output.refuseJSON(inSession: "learn")
    }

    func run() throws {
        let console = output.console
        try console.reportingErrors {
            let material = try QuizMaterial.load(from: database.openKnowledgeBase())
            let store = try progress.openStore(in: database.location())
            let lessons = Dictionary(try Content.embeddedLessons().map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            try store.introduce(catalog: CardCatalog(material: material).cards(), at: Date())
            let before = LessonProgress.path(over: try store.allCards())
            let view = PathView(path: before, lessons: lessons, console: console)
            guard let current = before.first(where: { !$0.isMastered }) else {
                console.write(view.map + view.allDone)
                return
            }
            // Once per lesson, though a quiz or study may have started its cards before.
            var opening = view.map
            if try !store.hasIntroduced(lesson: current.lesson.id) {
                opening += view.introduction(of: current.lesson)
                try store.recordIntroduction(of: current.lesson.id, at: Date())
            }
            // The path, the lesson and the session each stand a blank line apart.
            console.write(opening)
            print()
            let options = study.loop(limit: limit, topics: Set(current.lesson.topics))
            let summary = try StudySessionRunner(console: console, store: store, material: material, options: options).run()
            let after = LessonProgress.path(over: try store.allCards())
            if summary.ending == .finished || summary.ending == .quit || summary.ending == .endOfInput {
                print()
                let view = PathView(path: after, lessons: lessons, console: console)
                console.write(view.outcome(of: current.lesson, wrongRatedRecalled: summary.wrongRatedRecalled))
            }
        }
    }
}
