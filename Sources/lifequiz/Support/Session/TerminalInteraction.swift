import Foundation
import Quiz
import Study

/// A session on the learner's terminal (or a pipe): renders each event with the console and reads
/// answers, controls and ratings with the line reader.
final class TerminalInteraction: SessionInteraction {
    let console: Console
    let reader: LineReader
    /// "Question 3 of 10" or "Card 3 of 12".
    let positionKey: String

    init(console: Console, positionKey: String, reader: LineReader = LineReader()) {
        self.console = console
        self.positionKey = positionKey
        self.reader = reader
    }

    func show(_ event: SessionEvent) {
        let view = SessionEventView(event: event, console: console, positionKey: positionKey)
        if view.opensAPart { print() }
        console.write(view.sections)
    }

    func read(_ request: InputRequest) -> LearnerInput {
        let prompt: String
        var draft = ""
        switch request {
        case .answer(let previous):
            prompt = "> "
            draft = previous
        case .reveal:
            prompt = console.localized("session.reveal-prompt")
        case .rating(let choices, let proposed):
            prompt = RatingPrompt(choices: choices, proposed: proposed, console: console).text
        }
        switch reader.read(prompt: prompt, draft: draft) {
        case .text(let line): return LearnerInput(line: line, editing: draft)
        case .endOfInput: return .endOfInput
        case .interrupted: return .interrupted
        }
    }
}
