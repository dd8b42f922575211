import DisplayWidth
import Foundation
import InterfaceText

/// A help page argument-parser wrote, as the reader sees it: the command's own texts are already
/// in the reader's language (HelpText); this rewords argument-parser's headings and notes from the
/// catalog and wraps by display columns, since argument-parser counts characters (a Chinese
/// character takes two columns) and leaves the synopsis and the examples unwrapped.
struct HelpPage {
    /// The page as argument-parser writes it, unwrapped (laid out for a very wide terminal).
    let unwrapped: String

    func text(_ texts: TextCatalog, width: Int) -> String {
        unwrapped.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [String] in
            let line = reworded(String(line), texts)
            // The synopsis breaks between its options, never inside one (`[--ios <N>]`),
            // continuation lines indented.
            if line.hasPrefix(texts.text("help-page.usage", ["synopsis": ""])) {
                let joined = line.replacing(/\[[^\]]*\]|<[^>]*>/) { $0.output.replacingOccurrences(of: " ", with: "\u{A0}") }
                return StyledText(joined).wrapped(to: width - 2).enumerated().map { index, part in
                    (index == 0 ? "" : "  ") + part.plainText.replacingOccurrences(of: "\u{A0}", with: " ")
                }
            }
            return wrapped(line, width: width)
        }.map { $0.trimmingSuffix(while: \.isWhitespace) }.joined(separator: "\n")
    }

    private func reworded(_ line: String, _ texts: TextCatalog) -> String {
        for (heading, key) in [("OVERVIEW: ", "help-page.overview"), ("USAGE: ", "help-page.usage")] where line.hasPrefix(heading) {
            return texts.text(key, [key == "help-page.usage" ? "synopsis" : "text": String(line.dropFirst(heading.count))])
        }
        switch line {
        case "OPTIONS:": return texts.text("help-page.options")
        case "ARGUMENTS:": return texts.text("help-page.arguments")
        case "SUBCOMMANDS:": return texts.text("help-page.subcommands")
        case "  See 'lifequiz help <subcommand>' for detailed help.": return texts.text("help-page.see-subcommand")
        default: break
        }
        var line = line
        for (english, key) in [("Show the version.", "help-page.version"), ("Show help information.", "help-page.help")] where line.hasSuffix(english) {
            line = String(line.dropLast(english.count)) + texts.text(key)
        }
        // argument-parser's note on an option's values and default, at the end of its description.
        if let note = line.firstMatch(of: /\ \((values: ([^;)]*))?(; )?(default: ([^)]*))?\)$/), note.output.1 != nil || note.output.4 != nil {
            let values = note.output.2.map { texts.text("help-page.values", ["values": texts.listing($0.components(separatedBy: ", "))]) }
            let fallback = note.output.5.map { texts.text("help-page.default", ["value": String($0)]) }
            let parts = [values, fallback].compactMap { $0 }.joined(separator: texts.text("help-page.note-separator"))
            line = String(line[..<note.range.lowerBound]) + texts.text("help-page.note", ["note": parts])
        }
        return line
    }

    /// The line wrapped to `width` display columns: a two-column line (an option and its
    /// description, an example and what it does) continues under its second column, any other line
    /// under its own indentation.
    private func wrapped(_ line: String, width: Int) -> [String] {
        if let gap = line.firstMatch(of: /^  \S.*?\S(  +)\S/)?.output.1 {
            let label = String(line[..<gap.endIndex])
            let column = displayColumns(of: label)
            if column <= width / 2 {
                let description = StyledText("  " + line[gap.endIndex...]).wrapped(to: width - column + 2).map { String($0.plainText.dropFirst(2)) }
                return description.enumerated().map { index, part in (index == 0 ? label : String(repeating: " ", count: column)) + part }
            }
        }
        return StyledText(line).wrapped(to: width).map(\.plainText)
    }
}

private extension String {
    func trimmingSuffix(while predicate: (Character) -> Bool) -> String {
        var text = self
        while let last = text.last, predicate(last) { text.removeLast() }
        return text
    }
}
