import ArgumentParser
import Foundation
import InterfaceText

@main
struct Lifequiz: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lifequiz",
        abstract: "Learn how UIKit objects live and die: callback orders, facts and pitfalls.",
        discussion: """
            lifequiz teaches the order in which UIApplication, the app and scene delegates, \
            UIViewController, UIView and the container controllers get their callbacks, and the \
            pitfalls that bite people who get it wrong. Every ordering comes from a simulation \
            engine that models UIKit by iOS version; every fact cites the source it came from.

            Start with:
              lifequiz learn                     the guided path, topic by topic
              lifequiz show viewDidLoad          everything known about one method
              lifequiz simulate --steps "launch nav(A); push B"
              lifequiz quiz                      order-the-callbacks questions
            """,
        version: "0.1.0",
        subcommands: [
            ShowCommand.self, SearchCommand.self, ListCommand.self, SourcesCommand.self,
            ConflictsCommand.self, SimulateCommand.self, LearnCommand.self, QuizCommand.self, AnswerCommand.self,
            StudyCommand.self, StatsCommand.self, ExportCommand.self,
        ]
    )

    /// argument-parser's own `main`, except that a usage error is told in the reader's language:
    /// argument-parser writes its errors in English only.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            let language = LanguageOption.requested(in: arguments) ?? LanguageOption.fromLocale
            if language != .en, exitCode(for: error) == .validationFailure {
                let text = UsageErrorText(english: fullMessage(for: error)).text(TextCatalog.embedded(language.rawValue))
                FileHandle.standardError.write(Data((text + "\n").utf8))
                Foundation.exit(ExitCode.validationFailure.rawValue)
            }
            exit(withError: error)
        }
    }
}
