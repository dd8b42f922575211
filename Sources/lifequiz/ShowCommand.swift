import Foundation
import ArgumentParser
import KnowledgeBase
import Quiz

struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: HelpText.text("help.show.abstract"),
        discussion: HelpText.text("help.show.discussion")
    )

    // Unrecognized words are taken as the name, so spellings that start with '-' ("-viewDidLoad",
    // "-[UIView layoutSubviews]", "- (void)dealloc") are not mistaken for options, even unquoted.
    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp(HelpText.text("help.show.words"), valueName: "name"),
        completion: .custom(MethodNameCompletion.complete)
    )
    var words: [String] = []

    @Flag(help: ArgumentHelp(HelpText.text("help.show.full")))
    var full = false

    @Flag(help: ArgumentHelp(HelpText.text("help.show.no-pager")))
    var noPager = false

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var output: OutputOptions

    private var name: String { words.joined(separator: " ") }

    /// Entry ids are lowercase words joined by `-` and `.` (`conflict.push-order`); method names
    /// never look like that.
    static func looksLikeEntryID(_ text: String) -> Bool {
        text.contains(".") && text.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" || $0 == "." }
    }

    /// The part of an id after its topic, as words to search for.
    static func searchWords(_ id: String) -> String {
        String(id.split(separator: ".").last ?? "").replacingOccurrences(of: "-", with: " ")
    }

    /// The cards of a name, or when it names nothing and each of its words names a method
    /// (`show viewWillAppear viewDidAppear`, to compare them), those of each word in turn.
    private static func cards(named name: String, orEachOf words: [String], in knowledge: KnowledgeDatabase) throws -> [MethodCard] {
        do {
            return try knowledge.cards(named: name)
        } catch KnowledgeBaseError.unknownMethod(let unknown, let suggestions) {
            let names = words.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            guard names.count > 1, let each = try? names.flatMap({ try knowledge.cards(named: $0) }) else {
                throw KnowledgeBaseError.unknownMethod(name: unknown, suggestions: suggestions)
            }
            var seen: Set<String> = []
            return each.filter { seen.insert($0.method.id).inserted }
        }
    }

    func validate() throws {
        let texts = output.languageOption.texts
        guard words.hasNonBlankWord else { throw ValidationError(texts.text("error.knowledge.empty-name")) }
        if let option = words.mistypedOption { throw ValidationError.unknownOption(option, command: "show", texts) }
    }

    func run() throws {
        let console = output.console
        try console.reportingErrors {
            let knowledge = try database.openKnowledgeBase()
            let typed = name.trimmingCharacters(in: .whitespaces)
            let topicLine = TopicLine(titles: try knowledge.topicTitles(), console: console)
            if let entry = try knowledge.entry(id: typed) {
                switch output.format {
                case .json: try console.writeJSON(EntryAnswer(query: name, entry: entry))
                case .text: write(EntryView(entry: entry, topicLine: topicLine, console: console).sections, console)
                }
                return
            }
            // A conflict's id names no method, whatever its last word (`conflict.view`).
            if typed.hasPrefix("conflict.") { throw try Self.unknownEntry(typed, in: knowledge, console) }
            let cards: [MethodCard]
            do {
                cards = try Self.cards(named: name, orEachOf: words, in: knowledge)
            } catch KnowledgeBaseError.unknownMethod(let unknown, let suggestions) where Self.looksLikeEntryID(unknown) {
                // `view-loading.no-such-fact`: an id from search or a card, not a method name.
                let entry = try Self.unknownEntry(unknown, in: knowledge, console)
                guard suggestions.isEmpty || entry.key != "error.show.unknown-entry" else {
                    throw KnowledgeBaseError.unknownMethod(name: unknown, suggestions: suggestions)
                }
                throw entry
            }
            // Where each method sits in the curated scenarios, as the engine runs them.
            let placer = MethodPlacements(scenarios: try knowledge.scenarios())
            let orderings = Dictionary(uniqueKeysWithValues: cards.map { ($0.method.id, placer.placements(of: $0.method.id)) })
            switch output.format {
            case .json:
                try console.writeJSON(Answer(query: name, cards: cards, orderings: orderings))
            case .text:
                var sections: [TextSection] = []
                if cards.count > 1 {
                    let ids = cards.map(\.method.id).joined(separator: console.localized("list.separator"))
                    sections.append(TextSection(lines: [StyledText(
                        console.localized("show.several-methods", ["name": name, "count": "\(cards.count)", "ids": ids]), .dim
                    )]))
                } else if case let others = (try? knowledge.methodIDs(namedInPartBy: name)) ?? [], !others.isEmpty {
                    // `show init` opens init(); the initializers a learner more likely meant are named.
                    sections.append(TextSection(lines: [StyledText(console.localized("show.also-named", [
                        "name": name, "ids": others.joined(separator: console.localized("list.separator")),
                    ]), .dim)]))
                }
                for card in cards {
                    let placements = orderings[card.method.id] ?? []
                    if full {
                        sections += MethodCardView(card: card, topicLine: topicLine, console: console).sections
                        sections += PlacementView(placements: placements, console: console).sections
                    } else {
                        // A name several methods share is settled by the id, which the hint repeats.
                        let query = cards.count > 1 ? "\"\(card.method.id)\"" : name
                        sections += MethodSummaryView(card: card, placements: placements, query: query, topicLine: topicLine, console: console).sections
                    }
                }
                write(sections, console)
            }
        }
    }

    /// An id that names no entry: the ids it begins (`conflict.push` for conflict.push-order), else
    /// the words to search for.
    private static func unknownEntry(_ id: String, in knowledge: KnowledgeDatabase, _ console: Console) throws -> CLIError {
        if case let ids = try knowledge.entryIDs(startingWith: id), !ids.isEmpty {
            return CLIError(key: "error.show.unknown-entry-did-you-mean", values: ["id": id, "ids": console.texts.alternatives(ids)],
                            exitCode: ExitStatus.notFound)
        }
        return CLIError(key: "error.show.unknown-entry", values: ["id": id, "words": searchWords(id)], exitCode: ExitStatus.notFound)
    }

    private func write(_ sections: [TextSection], _ console: Console) {
        if noPager { console.write(sections) } else { console.writePaged(sections) }
    }

    /// The JSON answer for a fact, pitfall or conflict id: the id as typed and the entry.
    private struct EntryAnswer: Encodable {
        let query: String
        let entry: KnowledgeEntry
    }

    /// The JSON answer: the name as typed, every card it names, and by method id where the
    /// engine places it in the curated scenarios.
    private struct Answer: Encodable {
        let query: String
        let cards: [MethodCard]
        let orderings: [String: [MethodPlacements.Placement]]
    }
}
