import ArgumentParser
import Foundation
import Study

struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Show your study progress: cards due, retention, streak, weakest methods.",
        discussion: """
            Reads your progress database only (never the knowledge database): progress.sqlite \
            in the data directory, or the file given with --progress. Days are your local \
            calendar days. Retention is the share of reviews of graduated cards, over the last \
            30 days, not answered Again. --format json prints the same figures for scripts; \
            docs/study.md names its fields.
            """
    )

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var progress: ProgressOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let console = output.console
        try console.reportingErrors {
            let calendar = Calendar.localGregorian
            let now = Date()
            let stats = try progress.openStoreForReading(in: database.location())?.stats(at: now, calendar: calendar)
                ?? ProgressStats(cards: [], reviews: [], now: now, calendar: calendar)
            switch output.format {
            case .json: try console.writeJSON(stats)
            case .text: print(StatsReport(colored: Terminal.allowsColour(on: STDOUT_FILENO)).render(stats))
            }
        }
    }
}
