import ArgumentParser

// Placeholder until `lifequiz search` is written; owned by its author.
struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "search", abstract: "Not yet available.")

    func run() throws {
        throw ValidationError("'search' is not available yet")
    }
}
