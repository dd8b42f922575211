import ArgumentParser
import Foundation
import Study

struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Show your study progress: cards due, retention, streak, weakest methods.",
        discussion: """
            Reads your progress database only (never the knowledge database), by default \
            progress.sqlite in $LIFEQUIZ_HOME, else in $XDG_DATA_HOME/lifequiz, else in \
            ~/.local/share/lifequiz. Days are your local calendar days. Retention is the share \
            of reviews of graduated cards, over the last 30 days, not answered Again. \
            --format json prints the same figures for scripts; docs/study.md names its fields.
            """
    )

    @Option(name: .long, help: ArgumentHelp("The progress database to read.", valueName: "path"))
    var progress: String?

    @Option(name: .long, help: "Output format: text or json.")
    var format: ProgressOutputFormat = .text

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let url = progress.map { URL(fileURLWithPath: $0) }
            ?? ProgressLocation.defaultFile(environment: environment,
                                            home: FileManager.default.homeDirectoryForCurrentUser)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let now = Date()

        let stats: ProgressStats
        // No file where we look by default just means nothing was studied yet; a path the user
        // typed that does not exist is a mistake worth reporting.
        if progress == nil && !FileManager.default.fileExists(atPath: url.path) {
            stats = ProgressStats(cards: [], reviews: [], now: now, calendar: calendar)
        } else {
            stats = try ProgressStore.open(at: url, create: false).stats(at: now, calendar: calendar)
        }

        switch format {
        case .json:
            print(String(decoding: try stats.json(), as: UTF8.self))
        case .text:
            print(StatsReport(colored: Self.wantsColor(environment)).render(stats))
        }
    }

    /// Colour only on a terminal, and never when NO_COLOR is set (https://no-color.org).
    static func wantsColor(_ environment: [String: String]) -> Bool {
        isatty(STDOUT_FILENO) == 1 && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }
}
