import ArgumentParser

// Placeholder until `lifequiz show` is written; owned by its author.
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Not yet available.")

    func run() throws {
        throw ValidationError("'show' is not available yet")
    }
}
