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
            return console.localized("hint.first-items", ["items": listed])
        case .notThisOption(let letter, let item):
            return console.localized("hint.not-this-option", ["letter": "\(letter)", "item": item])
        case .startsWith(let prefix):
            return console.localized("hint.starts-with", ["prefix": prefix])
        }
    }
}
