import ArgumentParser
import Foundation
import KnowledgeBase

extension Language: ExpressibleByArgument {
    /// The language the user's locale asks for: the first of LC_ALL, LC_MESSAGES and LANG that is
    /// set decides, as it does for every POSIX program; `zh…` means Chinese, anything else English.
    static func fromLocale(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Language {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[name], !value.isEmpty {
                return value.lowercased().hasPrefix("zh") ? .zh : .en
            }
        }
        return .en
    }
}
