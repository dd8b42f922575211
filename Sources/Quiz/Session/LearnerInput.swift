import Foundation

/// What the learner did at a prompt: typed an answer, or used one of the session's controls.
public enum LearnerInput: Sendable, Equatable {
    case text(String)
    /// `?`: reveal a little of the answer.
    case hint
    /// `s`: leave this one without an answer.
    case skip
    /// `q`: end the session.
    case quit
    /// `u`: take back the last answer or rating.
    case undo
    /// `help`: list the controls.
    case help
    /// Ctrl-D, or the end of piped input.
    case endOfInput
    /// Ctrl-C.
    case interrupted

    /// A typed line: a control when it is one of the control words on its own, else an answer.
    /// Single letters are safe as controls: an ordering answer names every item and a choice has
    /// at most a few options, so `s`, `q` and `u` alone never answer a question.
    public init(line: String) {
        switch line.trimmingCharacters(in: .whitespaces).lowercased() {
        case "?", "？", "hint", "提示": self = .hint
        case "s", "skip", "跳过": self = .skip
        case "q", "quit", "exit", "退出": self = .quit
        case "u", "undo", "撤销": self = .undo
        case "h", "help", "帮助": self = .help
        default: self = .text(line)
        }
    }

    /// A line typed at a prompt that kept a rejected answer to edit: a control typed after that
    /// text (`a b c d eq`, `a b c d e s`) is the control, which the learner meant, not a worse
    /// answer. Only q, s and u and their words: `h` or `?` could finish an answer of letters.
    public init(line: String, editing draft: String) {
        let draft = draft.trimmingCharacters(in: .whitespaces)
        if !draft.isEmpty, line.hasPrefix(draft) {
            let control = LearnerInput(line: String(line.dropFirst(draft.count)))
            if [.quit, .skip, .undo].contains(control) {
                self = control
                return
            }
        }
        self.init(line: line)
    }
}
