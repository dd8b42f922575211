import ArgumentParser
import KnowledgeBase

/// `--lang` and `--format`, for every command that prints text or JSON.
struct OutputOptions: ParsableArguments {
    @OptionGroup var languageOption: LanguageOption

    @Option(
        help: ArgumentHelp(
            HelpText.text("help.output-options.format"),
            discussion: HelpText.text("help.output-options.format.discussion"),
            valueName: "text|json"
        )
    )
    var format: OutputFormat = .text

    /// The `--lang` choice, or the locale's.
    var language: Language { languageOption.resolved }

    /// Where this command's output and errors go, styled as this invocation asks.
    var console: Console { Console(format: format, language: language) }

    /// A session (`study`, `learn`) is a conversation with a person: it has no JSON, and the
    /// refusal says what scripts grade with instead.
    func refuseJSON(inSession command: String) throws {
        if format == .json { throw ValidationError(languageOption.texts.text("interactive-session.no-json", ["command": command])) }
    }
}
