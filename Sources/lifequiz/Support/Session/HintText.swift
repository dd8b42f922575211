import Quiz

/// A hint in words.
struct HintText {
    let hint: QuestionHint
    let console: Console

    var text: String {
        switch hint {
        case .firstItems(let items):
            let listed = items.map { "\($0.letter)) \($0.item)" }.joined(separator: ", ")
            return console.text("提示：开头依次是 \(listed)", "Hint: it starts with \(listed)")
        case .notThisOption(let letter, let item):
            return console.text("提示：不是 \(letter)) \(item)", "Hint: it is not \(letter)) \(item)")
        case .startsWith(let prefix):
            return console.text("提示：它以 \(prefix)… 开头", "Hint: its name begins \(prefix)…")
        }
    }
}
