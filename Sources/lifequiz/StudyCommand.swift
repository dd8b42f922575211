import ArgumentParser

// Placeholder until `lifequiz study` is written; owned by its author.
struct StudyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "study", abstract: "Not yet available.")

    func run() throws {
        throw ValidationError("'study' is not available yet")
    }
}
