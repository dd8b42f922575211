import ArgumentParser
import Foundation
import InterfaceText
import KnowledgeBase

/// `--lang zh|en`, defaulting to the user's locale (LC_ALL, then LC_MESSAGES, then LANG).
struct LanguageOption: ParsableArguments {
    @Option(name: .long, help: "Language of explanations and facts: zh or en (default: from LC_ALL / LC_MESSAGES / LANG).")
    var lang: Language?

    var resolved: Language {
        if let lang { return lang }
        let environment = ProcessInfo.processInfo.environment
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[key], !value.isEmpty {
                return value.lowercased().hasPrefix("zh") ? .zh : .en
            }
        }
        return .en
    }

    /// The interface catalog of the resolved language, for messages printed before a Console exists.
    var texts: TextCatalog { TextCatalog.embedded(resolved.rawValue) }
}

extension Language: ExpressibleByArgument {}
