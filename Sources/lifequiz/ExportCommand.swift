import ArgumentParser

// Placeholder until `lifequiz export` is written; owned by its author.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "export", abstract: "Not yet available.")

    func run() throws {
        throw ValidationError("'export' is not available yet")
    }
}
