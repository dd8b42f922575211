import ArgumentParser
import KnowledgeBase

struct SourcesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sources",
        abstract: HelpText.text("help.sources.abstract"),
        discussion: HelpText.text("help.sources.discussion")
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
                        StyledText("\(source.citedAs)  ", .dim) + StyledText(source.title.text(in: console.language), .title),
                        StyledText("     " + console.localized("sources.cited-as")) + StyledText("[\(source.citedAs) §… L…]", .code)
                            + StyledText(" · \(source.id) · \(source.language)", .dim),
                        // Read from the text's code and log dates, never stated by it: said so.
                        StyledText("     " + console.localized("sources.era", ["era": source.era, "ios": "\(source.ios)"]), .dim),
                    ]
                    lines += DocumentDetailsView(details: source.document, console: console).lines.map { "     " + $0 }
                    lines.append(StyledText("     " + source.summary.text(in: console.language)))
                    // A section's title is an English gloss of its heading: a Chinese reader has the heading itself.
                    lines += source.sections.map { section in
                        StyledText("     §\(section.section)", .code)
                            + StyledText("  L\(section.lines)" + (console.language == .en ? "  \(section.title)" : ""), .dim)
                    }
                    return TextSection(lines: lines)
                } + [TextSection(heading: console.localized("sources.beyond.heading"), lines: [StyledText("  " + console.localized("sources.beyond"))])])
            }
        }
    }

    /// The JSON answer: every source with its sections.
    private struct Answer: Encodable {
        let sources: [Source]
    }
}
