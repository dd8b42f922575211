import ArgumentParser
import Foundation
import LifecycleEngine
import Quiz
import Study

struct StudyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "study",
        abstract: HelpText.text("help.study.abstract"),
        discussion: HelpText.text("help.study.discussion")
    )

    @OptionGroup var study: StudyOptions

    @Option(name: [.long, .customShort("n")], parsing: .unconditional, help: ArgumentHelp(HelpText.text("help.study.limit")))
    var limit = 20

    @Option(parsing: .unconditional, help: ArgumentHelp(HelpText.text("help.study.ios", ["first": "\(IOSVersion.supported.lowerBound)", "last": "\(IOSVersion.supported.upperBound)"]), valueName: "N"))
    var ios: Int?

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var progress: ProgressOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        let texts = output.languageOption.texts
        if limit < 1 { throw ValidationError.limitBelowOne(limit, texts) }
        if let ios, IOSVersion(ios) == nil { throw ValidationError.iosNotModelled(ios, texts) }
        try study.check(texts)
        try output.refuseJSON(inSession: "study")
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
