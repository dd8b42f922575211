import ArgumentParser
import Foundation
import Quiz
import Study

struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: HelpText.text("help.stats.abstract"),
        discussion: HelpText.text("help.stats.discussion")
    )

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var progress: ProgressOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let console = output.console
        try console.reportingErrors {
            let calendar = Calendar.localGregorian
            let now = Date()
            let deck = try CardCatalog(material: try QuizMaterial.load(from: database.openKnowledgeBase())).cards().map(\.studyCard)
            // No progress file yet just means nothing was studied: the whole deck is new.
            let stats = try progress.openStoreForReading(in: database.location())?.stats(at: now, calendar: calendar, deck: deck)
                ?? ProgressStats(cards: [].adding(deck, at: now), reviews: [], now: now, calendar: calendar)
            switch output.format {
            case .json: try console.writeJSON(stats)
            case .text: print(StatsView(stats: stats, console: console, colored: Terminal.allowsColour(on: STDOUT_FILENO),
                                         width: Terminal.columns(of: STDOUT_FILENO)).text)
            }
        }
    }
}
