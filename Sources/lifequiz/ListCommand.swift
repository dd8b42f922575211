import ArgumentParser
import DisplayWidth
import KnowledgeBase

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: HelpText.text("help.list.abstract"),
        discussion: HelpText.text("help.list.discussion")
    )

    @Option(name: .customLong("class"), help: ArgumentHelp(HelpText.text("help.list.class-name"), valueName: "class"))
    var classOption: String?

    /// `lifequiz list UIView`, as people type it: the same as --class.
    @Argument(help: ArgumentHelp(HelpText.text("help.list.class-argument"), valueName: "class"))
    var classArgument: String?

    private var className: String? { classOption ?? classArgument }

    func validate() throws {
        if let classOption, let classArgument, classOption.lowercased() != classArgument.lowercased() {
            throw ValidationError(output.languageOption.texts.text("validation.list-two-classes", ["option": classOption, "argument": classArgument]))
        }
    }

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let console = output.console
        try console.reportingErrors {
            let knowledge = try database.openKnowledgeBase()
            let methods = try knowledge.methods(inClass: className)
            switch output.format {
            case .json:
                try console.writeJSON(Answer(methods: methods))
            case .text:
                let classes = try knowledge.classes()
                let byClass = Dictionary(grouping: methods, by: \.classID)
                console.write(classes.compactMap { info -> TextSection? in
                    guard let methods = byClass[info.id] else { return nil }
                    // A table, so that on a narrow terminal the details wrap under their own column;
                    // when the names leave them too little room (the app delegate's), each method's
                    // details go on a line under its name.
                    var table = TextTable(columns: [.init(narrowsLast: true), .init()],
                                          rows: methods.map { [StyledText($0.swiftName, .code), StyledText(details(of: $0, console), .dim)] },
                                          indent: 2, gap: 2)
                    if let width = console.columns, width - 2 - 2 - (methods.map { displayColumns(of: $0.swiftName) }.max() ?? 0) < Self.narrowestDetails {
                        table.narrowLayout = [TextTable(columns: [.init()], rows: methods.flatMap { method in
                            [[StyledText(method.swiftName, .code)], [StyledText("    " + details(of: method, console), .dim)]]
                        }, indent: 2)]
                    }
                    return TextSection(heading: "\(info.id) (\(methods.count))",
                                       lines: [StyledText("  " + info.summary.text(in: console.language), .dim)], table: table)
                })
            }
        }
    }

    /// Details narrower than this wrap a word or two a line: they go under the names instead.
    private static let narrowestDetails = 24

    private func details(of method: Method, _ console: Console) -> String {
        var parts = [
            console.localized("method.frequency.\(method.frequency)"),
            console.localized("method.super.\(method.superRule)"),
            // A no-break space keeps "iOS 3.0+" on one line.
            console.localized("method.available", ["version": method.available]).replacing("iOS ", with: "iOS\u{00A0}"),
        ]
        if let deprecated = method.deprecated { parts.append(console.localized("method.deprecated", ["version": deprecated])) }
        return parts.joined(separator: " · ")
    }

    /// The JSON answer: the methods, by class then content order.
    private struct Answer: Encodable {
        let methods: [Method]
    }
}
