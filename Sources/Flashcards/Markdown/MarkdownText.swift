import KnowledgeBase

/// Turns card text into Markdown that shows it as written.
enum MarkdownText {
    /// Prose: Markdown syntax characters escaped so `<`, `*` or `#` print as themselves,
    /// `backtick spans` kept as code, line breaks kept as hard breaks.
    static func prose(_ text: String) -> String {
        var output = ""
        var inCode = false
        var atLineStart = true
        var inLeadingNumber = false
        let characters = text.map { $0 == "\r\n" ? "\n" : $0 }
        for (index, character) in characters.enumerated() {
            if character == "`" {
                // An unmatched backtick is escaped rather than opening a span that never closes.
                if inCode || characters[(index + 1)...].contains("`") {
                    inCode.toggle()
                    output.append(character)
                } else {
                    output += "\\`"
                }
                atLineStart = false
                inLeadingNumber = false
                continue
            }
            if inCode {
                output.append(character == "\n" ? " " : character)
                continue
            }
            if character == "\n" {
                // A new paragraph: hard breaks (`\` or two spaces) are not kept by every renderer.
                output += "\n\n"
                atLineStart = true
                continue
            }
            // "-", "+" or "=" opening a line, or the dot of "1. ", would start a list or heading.
            let startsBlock =
                (atLineStart && lineStartMarkers.contains(character))
                || (inLeadingNumber && (character == "." || character == ")"))
            if escaped.contains(character) || startsBlock {
                output.append("\\")
            }
            output.append(character)
            inLeadingNumber = character.isASCII && character.isNumber && (atLineStart || inLeadingNumber)
            atLineStart = atLineStart && character == " "
        }
        return output
    }

    /// A localized text for the sheet: Chinese then English for bilingual cards, as paragraphs.
    static func localized(_ text: LocalizedText, in language: CardLanguage) -> String {
        paragraphs(text, in: language).joined(separator: "\n\n")
    }

    static func paragraphs(_ text: LocalizedText, in language: CardLanguage) -> [String] {
        text.shown(in: language).map { prose($0.text) }
    }

    /// Single-line text for a heading.
    static func heading(_ text: LocalizedText, in language: CardLanguage) -> String {
        text.shown(in: language)
            .map { prose($0.text.split(whereSeparator: \.isNewline).joined(separator: " ")) }
            .joined(separator: " / ")
    }

    /// Inline code that may itself hold backticks: the fence is longer than any run inside.
    static func codeSpan(_ code: String) -> String {
        let fence = String(repeating: "`", count: longestBacktickRun(in: code) + 1)
        let padding = code.hasPrefix("`") || code.hasSuffix("`") ? " " : ""
        return fence + padding + code + padding + fence
    }

    /// A fenced code block whose fence cannot be closed by the code, marked with its language
    /// for highlighting.
    static func codeBlock(_ code: String, language: String) -> String {
        let fence = String(repeating: "`", count: max(3, longestBacktickRun(in: code) + 1))
        return fence + language + "\n" + code + (code.hasSuffix("\n") ? "" : "\n") + fence
    }

    private static let escaped: Set<Character> = ["\\", "*", "_", "[", "]", "<", ">", "&", "#", "|", "~", "!"]
    private static let lineStartMarkers: Set<Character> = ["-", "+", "="]

    private static func longestBacktickRun(in text: String) -> Int {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }
}
