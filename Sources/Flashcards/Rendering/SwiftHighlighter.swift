/// Colours Swift code for a card, at export time, so the reviewer needs no script: keywords,
/// types, strings, numbers, attributes and comments become `<span class="sx-…">` with an inline
/// colour (for note types without lifequiz's CSS, such as TSV's Basic) that night mode's CSS
/// overrides.
enum SwiftHighlighter {
    enum Token: String {
        case keyword = "k", type = "t", string = "s", number = "n", attribute = "a", comment = "c"

        /// Xcode's default light theme, roughly.
        var lightColour: String {
            switch self {
            case .keyword: "#9b2393"
            case .type: "#0b4f79"
            case .string: "#c41a16"
            case .number: "#1c00cf"
            case .attribute: "#815f03"
            case .comment: "#5d6c79"
            }
        }
    }

    static let keywords: Set<Substring> = [
        "override", "func", "var", "let", "class", "final", "struct", "enum", "extension", "protocol", "import",
        "if", "else", "guard", "return", "for", "in", "while", "switch", "case", "default", "break", "continue",
        "self", "Self", "super", "init", "deinit", "nil", "true", "false", "try", "catch", "throws", "throw", "do",
        "weak", "unowned", "private", "fileprivate", "public", "open", "static", "lazy", "async", "await", "defer",
        "as", "is", "where", "some", "any", "required", "convenience", "inout",
    ]

    /// `code` as HTML: escaped, with its tokens wrapped in coloured spans.
    static func html(_ code: String) -> String {
        var builder = HTMLBuilder(capacity: code.utf8.count * 2)
        let characters = Array(code)
        var index = 0
        func emit(_ token: Token?, _ text: String) {
            guard let token else { return builder.appendEscaped(text) }
            builder.appendMarkup(#"<span class="sx-\#(token.rawValue)" style="color:\#(token.lightColour)">"#)
            builder.appendEscaped(text)
            builder.appendMarkup("</span>")
        }
        while index < characters.count {
            let start = index
            let character = characters[index]
            if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                while index < characters.count, characters[index] != "\n" { index += 1 }
                emit(.comment, String(characters[start..<index]))
            } else if character == "/", index + 1 < characters.count, characters[index + 1] == "*" {
                index += 2
                while index < characters.count, !(characters[index - 1] == "*" && characters[index] == "/") { index += 1 }
                index = min(index + 1, characters.count)
                emit(.comment, String(characters[start..<index]))
            } else if character == "\"" {
                index += 1
                while index < characters.count, characters[index] != "\"", characters[index] != "\n" {
                    index += characters[index] == "\\" ? 2 : 1
                }
                index = min(index + 1, characters.count)
                emit(.string, String(characters[start..<index]))
            } else if character.isNumber {
                while index < characters.count, characters[index].isNumber || characters[index] == "." || characters[index] == "_" { index += 1 }
                emit(.number, String(characters[start..<index]))
            } else if character.isLetter || character == "_" || character == "@" || character == "#" {
                index += 1
                while index < characters.count, characters[index].isLetter || characters[index].isNumber || characters[index] == "_" { index += 1 }
                let word = String(characters[start..<index])
                let token: Token? = character == "@" || character == "#" ? .attribute
                    : keywords.contains(Substring(word)) ? .keyword
                    : character.isUppercase ? .type : nil
                emit(token, word)
            } else {
                index += 1
                emit(nil, String(character))
            }
        }
        return builder.string
    }
}
