import ArgumentParser

// Placeholder until `lifequiz answer` is written; owned by its author.
struct AnswerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "answer", abstract: "Not yet available.")

    func run() throws {
        throw ValidationError("'answer' is not available yet")
    }
}
