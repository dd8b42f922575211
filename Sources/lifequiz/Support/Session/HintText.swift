import Quiz

/// A hint in words.
struct HintText {
    let hint: QuestionHint
    let console: Console

    var text: String {
        switch hint {
        case .firstItems(let items):
            let listed = console.texts.listing(items.map { "\($0.letter)) \($0.item)" })
            return console.localized("hint.first-items", ["items": listed])
        case .notThisOption(let letter, let item):
            return console.localized("hint.not-this-option", ["letter": "\(letter)", "item": item])
        case .startsWith(let prefix):
            return console.localized("hint.starts-with", ["prefix": prefix])
        }
    }
}
