import ArgumentParser

// Placeholder until `lifequiz sources` is written; owned by its author.
struct SourcesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "sources", abstract: "Not yet available.")

    func run() throws {
        throw ValidationError("'sources' is not available yet")
    }
}
