import ArgumentParser
import Foundation
import Flashcards
import InterfaceText
import KnowledgeBase
import LifecycleEngine
import Quiz

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: HelpText.text("help.export.abstract"),
        discussion: HelpText.text("help.export.discussion")
    )

    @Option(help: ArgumentHelp(HelpText.text("help.export.format")))
    var format: ExportFormat

    @Option(name: .shortAndLong, help: ArgumentHelp(HelpText.text("help.export.output"), valueName: "file"), completion: .file())
    var output: String

    @Flag(help: ArgumentHelp(HelpText.text("help.export.force")))
    var force = false

    /// The root command's `--lang` takes the value wherever it is written, so this option is read
    /// as LanguageOption reads its own: parsed here, else from the raw arguments.
    @Option(help: ArgumentHelp(HelpText.text("help.export.lang")))
    var lang: Language?

    /// Both languages, Chinese first, unless `--lang` asks for one.
    private var cardLanguage: CardLanguage {
        switch lang ?? LanguageOption.requested(in: Array(CommandLine.arguments.dropFirst())) {
        case .zh?: .zh
        case .en?: .en
        case nil: .both
        }
    }

    @Option(name: .customLong("class"), help: ArgumentHelp(HelpText.text("help.export.class"), valueName: "class"))
    var classIDs: [String] = []

    @Option(name: .customLong("topic"), help: ArgumentHelp(HelpText.text("help.export.topic"), valueName: "topic"))
    var topics: [String] = []

    @Flag(help: ArgumentHelp(HelpText.text("help.export.pitfalls-only")))
    var pitfallsOnly = false

    @Flag(help: ArgumentHelp(HelpText.text("help.export.include-orderings")))
    var includeOrderings = false

    @Option(parsing: .unconditional, help: ArgumentHelp(HelpText.text("help.export.ios"), valueName: "N"))
    var ios: Int?

    @OptionGroup var database: DatabaseOptions

    /// Messages follow the cards' language; bilingual cards leave it to the locale.
    private var messageLanguage: Language {
        switch cardLanguage {
        case .zh: .zh
        case .en: .en
        case .both: LanguageOption.fromLocale
        }
    }

    func validate() throws {
        let texts = TextCatalog.embedded(messageLanguage.rawValue)
        if let ios, IOSVersion(ios) == nil { throw ValidationError.iosNotModelled(ios, texts) }
        if ios != nil, !includeOrderings { throw ValidationError(texts.text("validation.export-ios-needs-orderings")) }
        if pitfallsOnly, includeOrderings { throw ValidationError(texts.text("validation.export-pitfalls-or-orderings")) }
        // An empty name would be read as the current folder.
        if output.trimmingCharacters(in: .whitespaces).isEmpty { throw ValidationError(texts.text("validation.export-empty-output")) }
    }

    func run() throws {
        let console = Console(format: .text, language: messageLanguage)
        try console.reportingErrors {
            let builder = DeckBuilder(material: try QuizMaterial.load(from: database.openKnowledgeBase()))
            let deck = try builder.deck(DeckBuilder.Filter(classIDs: classIDs, topics: topics, pitfallsOnly: pitfallsOnly,
                                                           includeOrderings: includeOrderings, version: ios.flatMap(IOSVersion.init)),
                                        language: cardLanguage)
            let destination: ExportDestination = output == "-" ? .standardOutput : .file(URL(fileURLWithPath: output))
            let summary = try FlashcardExporter.export(deck, as: format, to: destination, options: ExportOptions(force: force))
            let texts = console.texts
            // Standard output is named in the reader's language, and in Chinese without a space.
            let line = texts.text(summary.file == nil ? "export.done-to-standard-output" : "export.done", [
                "notes": texts.counted("count.notes", summary.noteCount), "cards": texts.counted("count.cards", summary.cardCount),
                "decks": texts.counted("count.decks", summary.decks.count), "file": summary.destination.name,
            ]) + "\n"
            // With the deck on standard output, the summary must not mix into it.
            if summary.file == nil {
                FileHandle.standardError.write(Data(line.utf8))
            } else {
                print(line, terminator: "")
            }
        }
    }
}

extension ExportFormat: ExpressibleByArgument {}
