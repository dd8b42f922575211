import Quiz

/// A hint in words.
struct HintText {
    let hint: QuestionHint
    let console: Console

    var text: String {
        switch hint {
        case .firstItems(let items):
            // A no-break space keeps each letter on the line of its item.
            let listed = console.texts.listing(items.map { "\($0.letter))\u{00A0}\($0.item)" })
            // zh words one item and several differently ("第一个是" / "开头依次是").
            return console.localized(items.count == 1 ? "hint.first-item" : "hint.first-items", ["items": listed])
        case .notThisOption(let letter, let item):
            return console.localized("hint.not-this-option", ["letter": "\(letter)", "item": item])
        case .startsWith(let prefix):
            return console.localized("hint.starts-with", ["prefix": prefix])
        }
    }
}
