import ArgumentParser
import KnowledgeBase

struct SourcesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sources",
        abstract: "List the source documents every fact cites, with their sections.",
        discussion: """
            Citations elsewhere read [000 §1.1.3 loadView() L96-120]: the source's number, the \
            section as the source titles it, and the lines in the source file.

              lifequiz sources
              lifequiz sources --format json
            """
    )

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let console = output.console
        try console.reportingErrors {
            let sources = try database.openKnowledgeBase().sources()
            switch output.format {
            case .json:
                try console.writeJSON(Answer(sources: sources))
            case .text:
                console.write(sources.map { source in
                    var lines: [StyledText] = [
                        StyledText("\(Citation.seedNumber(source.id))  ", .dim) + StyledText(source.title.text(in: console.language), .title),
                        StyledText("     \(source.id) · \(source.language) · \(source.era) · iOS \(source.ios)", .dim),
                        StyledText("     " + source.summary.text(in: console.language)),
                    ]
                    lines += source.sections.map { section in
                        StyledText("     §\(section.section)", .code) + StyledText("  L\(section.lines)  \(section.title)", .dim)
                    }
                    return TextSection(lines: lines)
                })
            }
        }
    }

    /// The JSON answer: every source with its sections.
    private struct Answer: Encodable {
        let sources: [Source]
    }
}
