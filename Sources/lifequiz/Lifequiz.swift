import ArgumentParser
import Foundation
import InterfaceText

@main
struct Lifequiz: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lifequiz",
        abstract: HelpText.text("help.root.abstract"),
        discussion: HelpText.text("help.root.discussion"),
        version: "0.1.0",
        subcommands: [
            ShowCommand.self, SearchCommand.self, ListCommand.self, SourcesCommand.self,
            ConflictsCommand.self, SimulateCommand.self, CheckCommand.self, ProbeCommand.self, LearnCommand.self, QuizCommand.self, AnswerCommand.self,
            StudyCommand.self, StatsCommand.self, ExportCommand.self,
        ]
    )

    /// Read by HelpText from the raw arguments; declared so `lifequiz --lang zh` shows the
    /// overview in Chinese instead of refusing an unknown option.
    @OptionGroup var language: LanguageOption

    /// argument-parser's own `main`, except that usage errors and help pages are told in the
    /// reader's language (argument-parser writes its own words in English only), and help pages
    /// are wrapped whole, synopsis and examples included.
    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        // `lifequiz cofnig --help`: argument-parser answers with the root help and success; a word
        // that names no command is a mistake to report (exit 64, with the nearest command).
        // What follows it (`lifequiz simulat --steps …`) would be refused as the root's options
        // instead, without the suggestion: the word alone is reported.
        if let first = LanguageOption.removingLanguage(from: arguments).first, !first.hasPrefix("-"), first != "help",
           !configuration.subcommands.contains(where: { $0._commandName == first }) {
            // Its place: the first argument that leaving the language out does not move.
            let position = arguments.indices.first { LanguageOption.removingLanguage(from: Array(arguments[...$0])) == [first] } ?? arguments.count - 1
            arguments = Array(arguments[...position])
        }
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            if exitCode(for: error) == .validationFailure {
                let usage = UsageErrorText(english: fullMessage(for: error))
                let text = HelpText.language == .en ? usage.englishWithSuggestion : usage.text(HelpText.texts)
                FileHandle.standardError.write(Data((text + "\n").utf8))
                Foundation.exit(ExitCode.validationFailure.rawValue)
            }
            let asked = LanguageOption.removingLanguage(from: arguments)
            if exitCode(for: error) == .success, asked.isEmpty || asked.first == "help" || asked.contains("-h") || asked.contains("--help") {
                // Laid out unwrapped, then wrapped by display columns (argument-parser counts
                // characters, and wraps neither the synopsis nor the examples).
                // COLUMNS first, as argument-parser does.
                let width = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 20 ? $0 : nil }
                print(HelpPage(unwrapped: fullMessage(for: error, columns: 100_000)).text(HelpText.texts, width: width ?? Terminal.columns(of: STDOUT_FILENO) ?? 80))
                Foundation.exit(ExitCode.success.rawValue)
            }
            exit(withError: error)
        }
    }
}
