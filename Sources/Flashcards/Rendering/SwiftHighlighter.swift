/// Colours Swift code for a card, at export time, so the reviewer needs no script: keywords,
/// types, strings, numbers, attributes and comments become `<span class="sx-…">` with an inline
/// colour (for note types without lifequiz's CSS, such as TSV's Basic) that night mode's CSS
/// overrides.
enum SwiftHighlighter {
    enum Token: String, CaseIterable {
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

    /// The keywords grouped by their length in bytes, so a word is compared only with keywords
    /// as long as it.
    private static let keywordsByLength: [[[UInt8]]] = {
        let keywords = [
            "override", "func", "var", "let", "class", "final", "struct", "enum", "extension", "protocol", "import",
            "if", "else", "guard", "return", "for", "in", "while", "switch", "case", "default", "break", "continue",
            "self", "Self", "super", "init", "deinit", "nil", "true", "false", "try", "catch", "throws", "throw", "do",
            "weak", "unowned", "private", "fileprivate", "public", "open", "static", "lazy", "async", "await", "defer",
            "as", "is", "where", "some", "any", "required", "convenience", "inout",
        ].map { Array($0.utf8) }
        var byLength = [[[UInt8]]](repeating: [], count: keywords.map(\.count).max()! + 1)
        for keyword in keywords { byLength[keyword.count].append(keyword) }
        return byLength
    }()

    private static let openingTags: [Token: [UInt8]] = Dictionary(uniqueKeysWithValues: Token.allCases.map { token in
        (token, Array(#"<span class="sx-\#(token.rawValue)" style="color:\#(token.lightColour)">"#.utf8))
    })

    /// `code` as HTML: escaped, with its tokens wrapped in coloured spans. Read as UTF-8 bytes
    /// (exports highlight every pitfall's code); only a non-ASCII character outside comments
    /// and strings is looked up as a `Character`.
    static func appendHTML(_ code: String, to builder: inout HTMLBuilder) {
        var code = code
        code.withUTF8 { bytes in
            func emit(_ token: Token?, _ range: Range<Int>) {
                let text = UnsafeBufferPointer(rebasing: bytes[range])
                guard let token else { return builder.appendEscaped(text) }
                builder.appendBytes(openingTags[token]!)
                builder.appendEscaped(text)
                builder.appendMarkup("</span>")
            }
            func byte(_ index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }
            var index = 0
            while index < bytes.count {
                let start = index
                let first = CodeCharacter(at: index, in: bytes)
                if bytes[index] == slash, byte(index + 1) == slash {
                    index = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                    emit(.comment, start..<index)
                } else if bytes[index] == slash, byte(index + 1) == UInt8(ascii: "*") {
                    index += 2
                    while index < bytes.count, !(bytes[index - 1] == UInt8(ascii: "*") && bytes[index] == slash) { index += 1 }
                    index = min(index + 1, bytes.count)
                    emit(.comment, start..<index)
                } else if bytes[index] == UInt8(ascii: "\"") {
                    index += 1
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\n") {
                        index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                    }
                    index = min(index + 1, bytes.count)
                    emit(.string, start..<index)
                } else if first.isNumber {
                    while index < bytes.count {
                        let character = CodeCharacter(at: index, in: bytes)
                        guard character.isNumber || bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: "_") else { break }
                        index += character.length
                    }
                    emit(.number, start..<index)
                } else if first.isLetter || bytes[index] == UInt8(ascii: "_") || bytes[index] == UInt8(ascii: "@") || bytes[index] == UInt8(ascii: "#") {
                    index += first.length
                    while index < bytes.count {
                        let character = CodeCharacter(at: index, in: bytes)
                        guard character.isLetter || character.isNumber || bytes[index] == UInt8(ascii: "_") else { break }
                        index += character.length
                    }
                    let token: Token? = bytes[start] == UInt8(ascii: "@") || bytes[start] == UInt8(ascii: "#") ? .attribute
                        : isKeyword(bytes[start..<index]) ? .keyword
                        : first.isUppercase ? .type : nil
                    emit(token, start..<index)
                } else {
                    index += first.length
                    emit(nil, start..<index)
                }
            }
        }
    }

    private static let slash = UInt8(ascii: "/")

    private static func isKeyword(_ word: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        word.count < keywordsByLength.count && keywordsByLength[word.count].contains { $0.elementsEqual(word) }
    }
}

/// One character of code as the highlighter classifies it: ASCII from its byte, anything else
/// through `Character`'s Unicode properties.
private struct CodeCharacter {
    let length: Int
    let isLetter: Bool
    let isNumber: Bool
    let isUppercase: Bool

    init(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        let byte = bytes[index]
        guard byte >= 0x80 else {
            length = 1
            isUppercase = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            isLetter = isUppercase || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            isNumber = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            return
        }
        length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        let character = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<min(index + length, bytes.count)]), as: UTF8.self).first
        isLetter = character?.isLetter == true
        isNumber = character?.isNumber == true
        isUppercase = character?.isUppercase == true
    }
}
