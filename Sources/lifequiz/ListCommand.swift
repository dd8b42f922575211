import ArgumentParser

// Placeholder until `lifequiz list` is written; owned by its author.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "Not yet available.")

    func run() throws {
        throw ValidationError("'list' is not available yet")
    }
}
