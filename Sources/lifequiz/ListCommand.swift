import ArgumentParser
import KnowledgeBase

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: HelpText.text("help.list.abstract"),
        discussion: HelpText.text("help.list.discussion")
    )

    @Option(name: .customLong("class"), help: ArgumentHelp(HelpText.text("help.list.class-name"), valueName: "class"))
    var className: String?

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
                let width = methods.map(\.swiftName.count).max() ?? 0
                console.write(classes.compactMap { info -> TextSection? in
                    guard let methods = byClass[info.id] else { return nil }
                    let lines = methods.map { method in
                        StyledText("  " + method.swiftName.padding(toLength: width + 2, withPad: " ", startingAt: 0), .code)
                            + StyledText(details(of: method, console), .dim)
                    }
                    return TextSection(heading: "\(info.id) (\(methods.count))", lines: [StyledText("  " + info.summary.text(in: console.language), .dim)] + lines)
                })
            }
        }
    }

    private func details(of method: Method, _ console: Console) -> String {
        var parts = [
            console.localized("method.frequency.\(method.frequency)"),
            console.localized("method.super.\(method.superRule)"),
            console.localized("method.available", ["version": method.available]),
        ]
        if let deprecated = method.deprecated { parts.append(console.localized("method.deprecated", ["version": deprecated])) }
        return parts.joined(separator: " · ")
    }

    /// The JSON answer: the methods, by class then content order.
    private struct Answer: Encodable {
        let methods: [Method]
    }
}
