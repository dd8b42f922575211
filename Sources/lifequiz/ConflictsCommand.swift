import ArgumentParser

// Placeholder until `lifequiz conflicts` is written; owned by its author.
struct ConflictsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "conflicts", abstract: "Not yet available.")

    func run() throws {
        throw ValidationError("'conflicts' is not available yet")
    }
}
