import Foundation
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

    /// The sentences of `text` that name the answer, in order; all of it when none stands alone.
    func sentencesWithTheAnswer(of text: String) -> String {
        let sentences = Self.sentences(of: text)
        let kept = sentences.filter { marked($0, { _ in "" }) != $0 }
        return kept.isEmpty || kept.count == sentences.count ? text : kept.joined(separator: text.contains("。") ? "" : " ")
    }

    /// Sentences end at 。！？ (kept), or at . ! ? followed by a space and a capital or a bracket.
    private static func sentences(of text: String) -> [String] {
        var sentences: [String] = []
        var current = ""
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            current.append(character)
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let afterNext = index + 2 < characters.count ? characters[index + 2] : nil
            let ends = "。！？".contains(character)
                || (".!?".contains(character) && next == " " && afterNext.map { $0.isUppercase || $0 == "(" } == true)
            if ends {
                sentences.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            }
        }
        let rest = current.trimmingCharacters(in: .whitespaces)
        return rest.isEmpty ? sentences : sentences + [rest]
    }
}
