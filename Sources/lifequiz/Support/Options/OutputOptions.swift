import ArgumentParser
import KnowledgeBase

/// `--lang` and `--format`, for every command that prints text or JSON.
struct OutputOptions: ParsableArguments {
    @OptionGroup var languageOption: LanguageOption

    @Option(
        help: ArgumentHelp(
            "How to print: text for reading, json for scripts.",
            discussion: "JSON field names are stable and documented in docs/knowledge-base.md; JSON texts carry both languages.",
            valueName: "text|json"
        )
    )
    var format: OutputFormat = .text

    /// The `--lang` choice, or the locale's.
    var language: Language { languageOption.resolved }

    /// Where this command's output and errors go, styled as this invocation asks.
    var console: Console { Console(format: format, language: language) }
}
