import EditDistance
import Foundation
import InterfaceText

/// argument-parser's usage errors ("Error: Unknown option '--x'" … "Usage: …" … "See '… --help'")
/// retold from the catalog, for readers of a language other than English. argument-parser only
/// speaks English, so its message is read by its known shapes (swift-argument-parser 1.8); a
/// sentence of another shape is kept as it is rather than lost.
struct UsageErrorText {
    /// The message as argument-parser would print it.
    let english: String

    /// The message's lines, and its error: the text after "Error: " and the lines up to the
    /// Help:/Usage: lines (a choice list follows on "  - x" lines); `end` is where those begin.
    private var parts: (lines: [String], error: [String]?, end: Int) {
        var lines = english.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.last == "" { lines.removeLast() }
        guard let first = lines.first, first.hasPrefix("Error: ") else { return (lines, nil, 0) }
        let end = lines.indices.dropFirst().first { lines[$0].hasPrefix("Help:") || lines[$0].hasPrefix("Usage:") } ?? lines.count
        return (lines, [String(first.dropFirst("Error: ".count))] + lines[1..<end], end)
    }

    func text(_ texts: TextCatalog) -> String {
        let (lines, errorLines, index) = parts
        var result: [String] = []
        if let errorLines {
            result.append(texts.text("error.prefix") + Self.error(errorLines, texts))
            if let choice = Self.likelyChoice(errorLines) { result.append(texts.text("usage.did-you-mean-value", ["choice": choice])) }
        }
        for line in lines[index...] {
            if line.hasPrefix("Help:") {
                // The option's help from the catalog; one the catalog does not hold, --help shows.
                if let help = Self.optionHelp(line, texts) { result.append(help) }
            } else if line.hasPrefix("Usage: ") {
                result.append(texts.text("usage.usage", ["synopsis": String(line.dropFirst("Usage: ".count))]))
            } else if let command = Self.match(line, "  See '", "' for more information.") {
                result.append(texts.text("usage.see-help", ["command": command]))
            } else {
                result.append(line)
            }
        }
        return result.joined(separator: "\n")
    }

    /// argument-parser's message with the choice a refused value likely meant (`navigaton`:
    /// navigation) on a line after the error, as English readers see it.
    var englishWithSuggestion: String {
        var (lines, errorLines, end) = parts
        guard let errorLines, let choice = Self.likelyChoice(errorLines) else { return english }
        lines.insert(TextCatalog.embedded("en").text("usage.did-you-mean-value", ["choice": choice]), at: end)
        return lines.joined(separator: "\n")
    }

    /// The choice a value argument-parser refused is a typo of, or the start of (`order` for
    /// ordering), if one is near enough; for a word it did not expect, the command it mistypes
    /// (`lifequiz lern`).
    private static func likelyChoice(_ lines: [String]) -> String? {
        if let word = match(lines[0], "Unexpected argument '", "'") {
            return EditDistance.nearest(to: word, among: Lifequiz.configuration.subcommands.map { $0._commandName })
        }
        let prefix = "The value '"
        guard lines[0].hasPrefix(prefix), let end = lines[0].range(of: "' is invalid for '") else { return nil }
        let value = String(lines[0][lines[0].index(lines[0].startIndex, offsetBy: prefix.count)..<end.lowerBound])
        let listed = listedChoices(lines)
        return EditDistance.nearest(to: value, among: listed.isEmpty ? quotedChoices(in: lines[0]) : listed, orTheStartOf: 3)
    }

    /// `Help:  --seed <seed>  Seed for …`: the option and its help, when the help is one of the
    /// catalog's texts (the options' help is the reader's language already).
    private static func optionHelp(_ line: String, _ texts: TextCatalog) -> String? {
        let parts = line.dropFirst("Help:".count).trimmingCharacters(in: .whitespaces).components(separatedBy: "  ")
        guard parts.count >= 2, let option = parts.first else { return nil }
        let help = parts.dropFirst().joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        guard texts.entries.contains(where: { $0.key.hasPrefix("help.") && $0.value == help }) else { return nil }
        return texts.text("usage.option-help", ["option": option, "help": help])
    }

    /// The choices listed on "  - x" lines under the error.
    private static func listedChoices(_ lines: [String]) -> [String] {
        lines.dropFirst().compactMap { $0.hasPrefix("  - ") ? String($0.dropFirst(4)) : nil }
    }

    /// "'a' and 'b'" or "'a', 'b' or 'c'" after "Please provide one of ".
    private static func quotedChoices(in line: String) -> [String] {
        guard let range = line.range(of: ". Please provide one of ") else { return [] }
        return line[range.upperBound...].dropLast()
            .replacingOccurrences(of: "' and '", with: "', '").replacingOccurrences(of: "' or '", with: "', '")
            .components(separatedBy: "', '").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "'")) }
    }

    private static func error(_ lines: [String], _ texts: TextCatalog) -> String {
        let choices = listedChoices(lines)
        var message = lines[0]
        var choiceText = ""
        if !choices.isEmpty, message.hasSuffix(". Please provide one of the following:") {
            message.removeLast(". Please provide one of the following:".count)
            choiceText = texts.text("usage.choose-one", ["choices": texts.listing(choices)])
        } else if let range = message.range(of: ". Please provide one of ") {
            let names = quotedChoices(in: message)
            message = String(message[..<range.lowerBound])
            choiceText = texts.text("usage.choose-one", ["choices": texts.listing(names)])
        }
        return sentence(message, texts) + choiceText
    }

    /// One of argument-parser's sentences in the catalog's words, or itself when unknown.
    private static func sentence(_ message: String, _ texts: TextCatalog) -> String {
        if let rest = match(message, "Unknown option '", "'?"), let split = rest.range(of: "'. Did you mean '") {
            return texts.text("usage.unknown-option-suggest", ["option": String(rest[..<split.lowerBound]), "suggestion": String(rest[split.upperBound...])])
        }
        if let option = match(message, "Unknown option '", "'") {
            return texts.text("usage.unknown-option", ["option": option])
        }
        if let option = match(message, "Missing value for '", "'") {
            return texts.text("usage.missing-value", ["option": option])
        }
        if let rest = match(message, "The value '", "'"), let split = rest.range(of: "' is invalid for '") {
            return texts.text("usage.invalid-value", ["value": String(rest[..<split.lowerBound]), "option": String(rest[split.upperBound...])])
        }
        if let argument = match(message, "Unexpected argument '", "'") {
            return texts.text("usage.unexpected-argument", ["argument": argument])
        }
        if let argument = match(message, "Missing expected argument '", "'") {
            return texts.text("usage.missing-argument", ["argument": argument])
        }
        if let rest = match(message, "The option '", "' was specified."), let split = rest.range(of: "' does not take any value, but '") {
            return texts.text("usage.takes-no-value", ["option": String(rest[..<split.lowerBound]), "value": String(rest[split.upperBound...])])
        }
        return message
    }

    /// The text between `prefix` and `suffix` when `line` is exactly that shape.
    private static func match(_ line: String, _ prefix: String, _ suffix: String) -> String? {
        guard line.hasPrefix(prefix), line.hasSuffix(suffix), line.count >= prefix.count + suffix.count else { return nil }
        return String(line.dropFirst(prefix.count).dropLast(suffix.count))
    }
}
