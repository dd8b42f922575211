import ArgumentParser

// Placeholder until `lifequiz stats` is written; owned by its author.
struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "stats", abstract: "Not yet available.")

    func run() throws {
        throw ValidationError("'stats' is not available yet")
    }
}
