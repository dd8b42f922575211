import DisplayWidth
import Foundation
import InterfaceText

/// A help page argument-parser wrote, for a reader of a language other than English: the
/// command's own texts are already in that language (HelpText); this rewords argument-parser's
/// headings and notes from the catalog and wraps by display columns, since argument-parser counts
/// characters and a Chinese character takes two columns.
struct HelpPage {
    /// The page as argument-parser writes it, unwrapped (laid out for a very wide terminal).
    let unwrapped: String

    /// Where an option's or subcommand's description starts.
    static let descriptionColumn = 26

    func text(_ texts: TextCatalog, width: Int) -> String {
        unwrapped.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [String] in
            let line = reworded(String(line), texts)
            // The synopsis breaks between its options, continuation lines indented.
            if line.hasPrefix(texts.text("help-page.usage", ["synopsis": ""])) {
                return StyledText(line).wrapped(to: width - 2).enumerated().map { $0 == 0 ? $1.plainText : "  " + $1.plainText }
            }
            return wrapped(line, width: width)
        }.joined(separator: "\n")
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

    /// The line wrapped to `width` display columns: an option's description under itself, any
    /// other line under its own indentation.
    private func wrapped(_ line: String, width: Int) -> [String] {
        let column = Self.descriptionColumn
        let characters = Array(line)
        if characters.count > column, line.hasPrefix("  "), characters[column - 2] == " ", characters[column - 1] == " ", characters[column] != " " {
            let label = String(characters[..<column])
            let description = StyledText("  " + String(characters[column...])).wrapped(to: width - column + 2).map { String($0.plainText.dropFirst(2)) }
            return description.enumerated().map { index, part in (index == 0 ? label : String(repeating: " ", count: column)) + part }
        }
        return StyledText(line).wrapped(to: width).map(\.plainText)
    }
}
