import ArgumentParser

// Placeholder until `lifequiz quiz` is written; owned by its author.
struct QuizCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "quiz", abstract: "Not yet available.")

    func run() throws {
        throw ValidationError("'quiz' is not available yet")
    }
}
