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
        for (index, item) in question.items.enumerated() {
            switch question.answerForm {
            case .callbackName: lines.append(StyledText("  \(index + 1). ") + StyledText(item, item == Question.gap ? .highlight : .plain))
            case .truth: continue
            default: lines.append(StyledText("  \(letters[index])) ", .dim) + StyledText(item))
            }
        }
        lines.append(StyledText(hint, .dim))
        let heading = number.map { console.text("第 \($0) 题", "Question \($0)") }
        return [TextSection(heading: heading, lines: lines)]
    }

    private var hint: String {
        switch question.answerForm {
        case .order: console.text("按顺序写出字母或编号（如 c a d b 或 3 1 4 2），也可写回调名，用逗号分隔。",
                                  "Answer with letters or numbers in order (c a d b, 3 1 4 2), or callback names separated by commas.")
        case .choice: console.text("写出选项的字母或编号。", "Answer with the option's letter or number.")
        case .truth: console.text("回答 对/错（t/f, yes/no）。", "Answer true or false (t/f, yes/no).")
        case .callbackName: console.text("写出缺少的回调名。", "Answer with the missing callback's name.")
        }
    }
}
