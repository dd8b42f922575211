import ArgumentParser
import Foundation
import InterfaceText
import KnowledgeBase

/// `--lang zh|en`, defaulting to the user's locale (LC_ALL, then LC_MESSAGES, then LANG).
struct LanguageOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(HelpText.text("help.language-option.lang")))
    var lang: Language?

    /// This command's `--lang`, else one given before the command's name (`lifequiz --lang zh
    /// show viewDidLoad`, which the root command accepts), else the locale's.
    var resolved: Language { lang ?? Self.requested(in: Array(CommandLine.arguments.dropFirst())) ?? Self.fromLocale }

    /// The user's locale's language: Chinese for any zh locale, else English.
    static var fromLocale: Language {
        let environment = ProcessInfo.processInfo.environment
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[key], !value.isEmpty {
                return value.lowercased().hasPrefix("zh") ? .zh : .en
            }
        }
        return .en
    }

    /// The language `--lang` asks for in raw arguments, for messages about arguments that could
    /// not be parsed (so `--lang` itself may not have been read).
    static func requested(in arguments: [String]) -> Language? {
        for (index, argument) in arguments.enumerated() {
            if argument == "--" { break }
            if argument.hasPrefix("--lang=") { return Language(rawValue: String(argument.dropFirst("--lang=".count))) }
            if argument == "--lang", index + 1 < arguments.count { return Language(rawValue: arguments[index + 1]) }
        }
        return nil
    }

    /// `arguments` without `--lang X` or `--lang=X`: what was asked besides the language.
    static func removingLanguage(from arguments: [String]) -> [String] {
        var rest: [String] = []
        var skipNext = false
        for argument in arguments {
            if skipNext { skipNext = false; continue }
            if argument == "--lang" { skipNext = true; continue }
            if !argument.hasPrefix("--lang=") { rest.append(argument) }
        }
        return rest
    }

    /// The interface catalog of the resolved language, for messages printed before a Console exists.
    var texts: TextCatalog { TextCatalog.embedded(resolved.rawValue) }
}

extension Language: ExpressibleByArgument {}
