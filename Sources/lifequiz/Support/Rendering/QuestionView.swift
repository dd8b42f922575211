import Quiz

/// A question as text: the prompt, code if any, and the items with letters.
struct QuestionView {
    let question: Question
    let number: Int?
    let console: Console

    var sections: [TextSection] {
        var lines = question.prompt.split(separator: "\n").map { StyledText(String($0)) }
        if let snippet = question.snippet {
            lines.append(StyledText(""))
            lines += snippet.split(separator: "\n", omittingEmptySubsequences: false).map { StyledText("    " + $0, .code) }
        }
        lines.append(StyledText(""))
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        // Numbers right-aligned, so that the items of a list past 9 stay in one column.
        let numberWidth = String(question.items.count).count
        for (index, item) in question.items.enumerated() {
            switch question.answerForm {
            case .callbackName:
                let number = String(index + 1)
                lines.append(StyledText("  " + String(repeating: " ", count: numberWidth - number.count) + number + ". ")
                             + StyledText(item, item == Question.gap ? .highlight : .plain))
            case .truth: continue
            default:
                let note = question.itemsTheAppCalls.contains(index) ? StyledText("  " + console.localized("question.app-call"), .dim) : StyledText("")
                lines.append(StyledText("  \(letters[index])) ", .dim) + StyledText(item) + note)
            }
        }
        lines.append(StyledText(hint, .dim))
        let heading = number.map { console.localized("question.number", ["number": "\($0)"]) }
        return [TextSection(heading: heading, lines: lines)]
    }

    private var hint: String {
        switch question.answerForm {
        case .order: console.localized("question.hint.order")
        case .choice: console.localized("question.hint.choice")
        case .truth: console.localized("question.hint.truth")
        case .callbackName: console.localized("question.hint.callback-name")
        }
    }
}
