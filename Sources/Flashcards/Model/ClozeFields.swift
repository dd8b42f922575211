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
        func checked(_ text: String) -> String { FactPrompt.containsWholeIdentifier(answer, in: text) ? text : "" }
        return LocalizedText(zh: checked(text.zh), en: checked(text.en))
    }

    /// The sentences of `text` that name the answer, in order; all of it when none stands alone.
    func sentencesWithTheAnswer(of text: String) -> String {
        let sentences = Self.sentences(of: text)
        let kept = sentences.filter { FactPrompt.containsWholeIdentifier(answer, in: $0) }
        return kept.isEmpty || kept.count == sentences.count ? text : kept.joined(separator: text.contains("。") ? "" : " ")
    }

    /// Sentences end at 。！？ (kept), or at . ! ? followed by a space and a capital or a bracket.
    /// Read as UTF-8 bytes: an export splits every cloze card's text.
    private static func sentences(of text: String) -> [String] {
        var text = text
        return text.withUTF8 { bytes in
            var sentences: [String] = []
            var start = 0
            var index = 0
            while index < bytes.count {
                if let end = sentenceEnd(at: index, in: bytes) {
                    sentences.append(trimmed(bytes[start..<end]))
                    start = end
                    index = end
                } else {
                    index += 1
                }
            }
            let rest = trimmed(bytes[start...])
            return rest.isEmpty ? sentences : sentences + [rest]
        }
    }

    private static let fullWidthTerminators = ["。", "！", "？"].map { Array($0.utf8) }

    /// Where the sentence ends when a terminator starts at `index`.
    private static func sentenceEnd(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        switch bytes[index] {
        case 0xE3, 0xEF:
            let end = index + 3
            guard end <= bytes.count else { return nil }
            return fullWidthTerminators.contains { $0.elementsEqual(bytes[index..<end]) } ? end : nil
        case UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: "?"):
            guard index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: " ") else { return nil }
            let next = bytes[index + 2]
            if next == UInt8(ascii: "(") || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(next) { return index + 1 }
            guard next >= 0x80 else { return nil }
            let rest = String(decoding: UnsafeBufferPointer(rebasing: bytes[(index + 2)...]), as: UTF8.self)
            return rest.first?.isUppercase == true ? index + 1 : nil
        default:
            return nil
        }
    }

    /// Without the spaces and tabs at either end (Unicode spaces such as U+3000 included).
    private static func trimmed(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self)
        func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(scalars[first...last])
    }
}
