/// Identifier scanning for method spellings. Hand-written rather than Regex: a Regex literal is
/// compiled each time it is evaluated, which made building the database several times slower.
enum Identifiers {
    static func isStart(_ character: Character) -> Bool {
        character == "_" || (character.isASCII && character.isLetter)
    }

    static func isPart(_ character: Character) -> Bool {
        isStart(character) || (character.isASCII && character.isNumber)
    }

    /// Whether all of `text` is one identifier: `viewDidLoad`, not `viewDidLoad()`.
    static func isIdentifier(_ text: some StringProtocol) -> Bool {
        guard let first = text.first, isStart(first) else { return false }
        return text.allSatisfy(isPart)
    }

    /// Every identifier in `text`, in order, with the index just past each.
    static func all(in text: some StringProtocol) -> [(name: Substring, end: String.Index)] {
        let text = Substring(text)
        var found: [(Substring, String.Index)] = []
        var index = text.startIndex
        while index < text.endIndex {
            guard isStart(text[index]), index == text.startIndex || !isPart(text[text.index(before: index)]) else {
                index = text.index(after: index)
                continue
            }
            let end = text[index...].firstIndex { !isPart($0) } ?? text.endIndex
            found.append((text[index..<end], end))
            index = end
        }
        return found
    }

    static func first(in text: some StringProtocol) -> String {
        all(in: text).first.map { String($0.name) } ?? ""
    }

    static func last(in text: some StringProtocol) -> String {
        all(in: text).last.map { String($0.name) } ?? ""
    }

    /// The keywords of a selector written with or without arguments: the identifier before each
    /// colon (`application: app didFinishLaunchingWithOptions: options` → application,
    /// didFinishLaunchingWithOptions), or `""` for a colon with no name before it.
    static func keywords(in text: some StringProtocol) -> [String] {
        let text = Substring(text)
        var keywords: [String] = []
        var candidate = ""   // the identifier that would be a keyword if a colon came next
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if isStart(character) {
                let end = text[index...].firstIndex { !isPart($0) } ?? text.endIndex
                candidate = String(text[index..<end])
                index = end
                continue
            }
            if character == ":" {
                keywords.append(candidate)
                candidate = ""
            } else if !character.isWhitespace {
                candidate = ""
            }
            index = text.index(after: index)
        }
        return keywords
    }

    /// The value of `name = value` in `text`, such as the getter in `(nonatomic, getter=isViewLoaded)`.
    static func value(of name: String, in text: some StringProtocol) -> String? {
        for (identifier, end) in all(in: text) where identifier == name {
            let rest = text[end...].drop(while: \.isWhitespace)
            guard rest.first == "=" else { continue }
            let value = first(in: rest.dropFirst().prefix { $0 != "," && $0 != ")" })
            return value.isEmpty ? nil : value
        }
        return nil
    }
}
