import ArgumentParser
import KnowledgeBase

struct ConflictsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "conflicts",
        abstract: HelpText.text("help.conflicts.abstract"),
        discussion: HelpText.text("help.conflicts.discussion")
    )

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let console = output.console
        try console.reportingErrors {
            let conflicts = try database.openKnowledgeBase().conflicts()
            switch output.format {
            case .json:
                try console.writeJSON(Answer(conflicts: conflicts))
            case .text where conflicts.isEmpty:
                console.write([TextSection(lines: [StyledText(console.localized("conflicts.none"))])])
            case .text:
                console.write(conflicts.map { TextSection(lines: ConflictView(conflict: $0, console: console).lines) })
            }
        }
    }

    /// The JSON answer: every conflict with all its claims.
    private struct Answer: Encodable {
        let conflicts: [Conflict]
    }
}
