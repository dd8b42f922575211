import ArgumentParser
import KnowledgeBase

/// `--lang` and `--format`, for every command that prints.
struct OutputOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The language to print in: zh (简体中文) or en.",
            discussion: "Defaults to zh when the first of LC_ALL, LC_MESSAGES and LANG that is set starts with zh, otherwise en.",
            valueName: "zh|en"
        )
    )
    var lang: Language?

    @Option(
        help: ArgumentHelp(
            "How to print: text for reading, json for scripts.",
            discussion: "JSON field names are stable and documented in docs/knowledge-base.md; JSON texts carry both languages.",
            valueName: "text|json"
        )
    )
    var format: OutputFormat = .text

    var language: Language { lang ?? .fromLocale() }

    /// Where this command's output and errors go, styled as this invocation asks.
    var console: Console { Console(format: format, language: language) }
}
