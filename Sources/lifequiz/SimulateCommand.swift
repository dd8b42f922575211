import ArgumentParser

// Placeholder until `lifequiz simulate` is written; owned by its author.
struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "simulate", abstract: "Not yet available.")

    func run() throws {
        throw ValidationError("'simulate' is not available yet")
    }
}
