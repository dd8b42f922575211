import ArgumentParser
import KnowledgeBase

struct ConflictsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "conflicts",
        abstract: HelpText.text("help.conflicts.abstract"),
        discussion: HelpText.text("help.conflicts.discussion")
    )

    @Argument(help: ArgumentHelp(HelpText.text("help.conflicts.words"), valueName: "word"))
    var words: [String] = []

    @Flag(name: .long, help: ArgumentHelp(HelpText.text("help.conflicts.titles")))
    var titles = false

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let console = output.console
        try console.reportingErrors {
            let all = try database.openKnowledgeBase().conflicts()
            let conflicts = all.filter { Self.mentions($0, every: words) }
            switch output.format {
            case .json where titles:
                try console.writeJSON(Index(conflicts: conflicts.map { Index.Entry(id: $0.id, title: $0.title) }))
            case .json:
                try console.writeJSON(Answer(conflicts: conflicts))
            case .text where all.isEmpty:
                console.write([TextSection(lines: [StyledText(console.localized("conflicts.none"))])])
            case .text where conflicts.isEmpty:
                console.write([TextSection(lines: [StyledText(console.localized("conflicts.none-mention", ["words": words.joined(separator: " ")]))])])
            case .text where titles:
                console.write([TextSection(lines: conflicts.map { ConflictView(conflict: $0, console: console).titleLine })])
            case .text:
                console.write(conflicts.map { TextSection(lines: ConflictView(conflict: $0, console: console).lines) })
            }
        }
    }

    /// Whether every word is in the conflict, ignoring case, in either language: its id, topic,
    /// methods, title, claims or explanation (`push`, `viewDidLoad`, `加载`).
    private static func mentions(_ conflict: Conflict, every words: [String]) -> Bool {
        let texts = [conflict.title, conflict.explanation] + conflict.claims.map(\.claim)
        let haystack = ([conflict.id, conflict.topic] + conflict.methods + texts.flatMap { [$0.zh, $0.en] }).joined(separator: "\n")
        return words.allSatisfy { haystack.localizedCaseInsensitiveContains($0) }
    }

    /// The JSON answer: every conflict (those the words name, if any) with all its claims.
    private struct Answer: Encodable {
        let conflicts: [Conflict]
    }

    /// The JSON index (`--titles`): each conflict's id and question.
    private struct Index: Encodable {
        struct Entry: Encodable {
            let id: String
            let title: LocalizedText
        }
        let conflicts: [Entry]
    }
}
