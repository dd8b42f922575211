import KnowledgeBase
import Quiz

/// A statement with one name blanked: Anki's cloze. `answer` is the name, spelled as both
/// languages' texts spell it, so the blank is the same whichever language is shown.
public struct ClozeFields: Hashable, Sendable {
    /// The whole statement, the answer included.
    public var text: LocalizedText
    /// The identifier to blank wherever it stands whole in `text`, e.g. `viewDidLoad()`.
    public var answer: String

    public init(text: LocalizedText, answer: String) {
        self.text = text
        self.answer = answer
    }

    /// `text` in one language with every whole occurrence of the answer passed through `mark`.
    func marked(_ text: String, _ mark: (String) -> String) -> String {
        FactPrompt.replacingWholeIdentifier(answer, in: text, with: mark)
    }

    /// The texts that blank something; a text without the answer would make no card in Anki.
    var blankableText: LocalizedText {
        func checked(_ text: String) -> String { marked(text, { _ in "" }) == text ? "" : text }
        return LocalizedText(zh: checked(text.zh), en: checked(text.en))
    }
}
