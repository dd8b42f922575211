import Foundation
import InterfaceText
import KnowledgeBase

/// The front of a fact card: the statement with its method's name blanked out when the text
/// names it (a cloze), otherwise its first part to complete.
public enum FactPrompt {
    static let blank = "____"

    static func front(of text: String, hiding method: Method?, language: Language) -> String {
        if let method {
            var cloze = text
            for name in names(of: method) { cloze = blankingWholeIdentifier(name, in: cloze) }
            if cloze != text {
                return TextCatalog.embedded(language.rawValue).text("card.fill-in", ["text": cloze])
            }
        }
        return TextCatalog.embedded(language.rawValue).text("card.complete", ["text": opening(of: text, language: language)])
    }

    /// The spelling of one of `methods` (the fact's own first) that both texts name as a whole
    /// identifier, longest first, so a cloze blanks the same thing in either language; nil when
    /// they share none.
    static func sharedName(of methods: [Method], in text: LocalizedText) -> String? {
        methods.lazy.compactMap { method in
            names(of: method).first { name in
                [text.zh, text.en].allSatisfy { replacingWholeIdentifier(name, in: $0, with: { _ in "" }) != $0 }
            }
        }.first
    }

    /// The known name (a method's spelling or a class) both texts use as a whole identifier,
    /// the one the English text names first: what a statement about no particular method
    /// can blank.
    static func sharedName(among names: [String], in text: LocalizedText) -> String? {
        let shared = names.filter { name in
            [text.zh, text.en].allSatisfy { replacingWholeIdentifier(name, in: $0, with: { _ in "" }) != $0 }
        }
        return shared.min { first, second in
            let a = text.en.range(of: first)!.lowerBound, b = text.en.range(of: second)!.lowerBound
            return a == b ? first.count > second.count : a < b
        }
    }

    /// Every name a card may blank: each method's spellings and each class, four letters or more.
    static func knownNames(of methods: [Method]) -> [String] {
        (methods.flatMap(names(of:)) + methods.map(\.classID).filter { $0.hasPrefix("UI") }).uniqued()
    }

    /// The spellings a text may use for `method`, longest first (`viewDidLoad()` before
    /// `viewDidLoad`); names of three letters or fewer (`init`) are too common to blank.
    private static func names(of method: Method) -> [String] {
        [method.swiftName, method.objcSelector, baseName(method.swiftName)]
            .filter { $0.count > 3 }.uniqued().sorted { $0.count > $1.count }
    }

    /// Replaces `name` where it stands as a whole identifier: not `init` inside `initialize`,
    /// not `viewDidLoad` inside `viewDidLoadIfNeeded`.
    static func blankingWholeIdentifier(_ name: String, in text: String) -> String {
        replacingWholeIdentifier(name, in: text) { _ in blank }
    }

    /// `text` with each whole-identifier occurrence of `name` replaced by `replacement(name)`.
    public static func replacingWholeIdentifier(_ name: String, in text: String, with replacement: (String) -> String) -> String {
        var result = ""
        var rest = text[...]
        while let range = rest.range(of: name) {
            let before = range.lowerBound > rest.startIndex ? rest[rest.index(before: range.lowerBound)] : nil
            let after = range.upperBound < rest.endIndex ? rest[range.upperBound] : nil
            let whole = !isIdentifierCharacter(before) && !isIdentifierCharacter(after)
            result += rest[..<range.lowerBound]
            result += whole ? replacement(name) : name
            rest = rest[range.upperBound...]
        }
        return result + rest
    }

    private static func isIdentifierCharacter(_ character: Character?) -> Bool {
        guard let character else { return false }
        return character == "_" || (character.isASCII && (character.isLetter || character.isNumber))
    }

    /// `viewWillAppear(_:)` → `viewWillAppear`.
    private static func baseName(_ swiftName: String) -> String {
        String(swiftName.prefix { $0 != "(" })
    }

    /// About the first 45% of the text, ending at a word or punctuation boundary.
    private static func opening(of text: String, language: Language) -> String {
        let characters = Array(text)
        let target = max(8, characters.count * 45 / 100)
        guard target < characters.count else { return text }
        let boundaries: Set<Character> = language == .zh ? ["，", "、", "：", "；", " "] : [" ", ",", ";", ":"]
        var end = target
        while end > target / 2, !boundaries.contains(characters[end]) { end -= 1 }
        if end <= target / 2 { end = target }
        return String(characters[..<end]).trimmingCharacters(in: .whitespaces)
    }
}
