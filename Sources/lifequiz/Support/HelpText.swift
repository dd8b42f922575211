import InterfaceText

/// `--help` in the reader's language. argument-parser reads help texts while it builds a
/// command's definition, before any option is parsed, so the language is read once from the raw
/// arguments (`--lang`) or the locale.
enum HelpText {
    static let language = LanguageOption.requested(in: Array(CommandLine.arguments.dropFirst())) ?? LanguageOption.fromLocale
    static let texts = TextCatalog.embedded(language.rawValue)

    static func text(_ key: String, _ values: [String: String] = [:]) -> String {
        texts.text(key, values)
    }
}
