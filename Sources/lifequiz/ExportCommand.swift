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
        abstract: "Export flashcards: an Anki package, Anki text import, a study sheet, or JSON.",
        discussion: """
            One deck, lifequiz, with a subdeck per class (lifequiz::UIViewController...). Note \
            types: fact (front/back), pitfall (symptom, cause, fix, code), and, with \
            --include-orderings, callback orders (the back lists the sequence). Tags name the \
            class, topic, kind and iOS versions. Note ids are derived from the content, so \
            importing a later export updates your notes instead of duplicating them.

              apkg      an Anki package; File > Import in Anki
              tsv       Anki's text import, with its #separator/#html/#notetype/#tags/#guid headers
              markdown  a printable study sheet grouped by class
              json      every card with id, kind, fields, tags and sources (docs/export.md)

            The file is written to a temporary file and renamed into place: a failed export \
            leaves nothing behind. An existing file is only replaced with --force, and only a \
            regular file: a device such as /dev/null is written into, a folder, FIFO, socket \
            or dangling link is refused. -o - writes to standard output (an apkg only when it \
            is not a terminal) and the summary goes to standard error.

            Examples:
              lifequiz export --format apkg -o lifequiz.apkg
              lifequiz export --format tsv -o uiview.tsv --class UIView --lang en
              lifequiz export --format markdown -o pitfalls.md --pitfalls-only
              lifequiz export --format apkg -o ios9.apkg --include-orderings --ios 9
            """
    )

    @Option(help: "apkg, tsv, markdown or json.")
    var format: ExportFormat

    @Option(name: .shortAndLong, help: ArgumentHelp("The file to write, or - for standard output.", valueName: "file"), completion: .file())
    var output: String

    @Flag(help: "Replace the file if it exists.")
    var force = false

    @Option(help: "Card language: zh, en or both (both, Chinese first, by default).")
    var lang: CardLanguage = .both

    @Option(name: .customLong("class"), help: ArgumentHelp("Only cards about this class, e.g. UIView.", valueName: "class"))
    var classID: String?

    @Option(help: ArgumentHelp("Only cards of this topic, e.g. navigation.", valueName: "topic"))
    var topic: String?

    @Flag(help: "Only pitfall cards.")
    var pitfallsOnly = false

    @Flag(help: "Add callback-order cards, simulated by the engine.")
    var includeOrderings = false

    @Option(help: ArgumentHelp("Simulate the orderings on this iOS version.", valueName: "N"))
    var ios: Int?

    @OptionGroup var database: DatabaseOptions

    /// Messages follow the cards' language; bilingual cards leave it to the locale.
    private var messageLanguage: Language {
        switch lang {
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
    }

    func run() throws {
        let console = Console(format: .text, language: messageLanguage)
        try console.reportingErrors {
            let builder = DeckBuilder(material: try QuizMaterial.load(from: database.openKnowledgeBase()))
            let deck = try builder.deck(DeckBuilder.Filter(classID: classID, topic: topic, pitfallsOnly: pitfallsOnly,
                                                           includeOrderings: includeOrderings, version: ios.flatMap(IOSVersion.init)),
                                        language: lang)
            let destination: ExportDestination = output == "-" ? .standardOutput : .file(URL(fileURLWithPath: output))
            let summary = try FlashcardExporter.export(deck, as: format, to: destination, options: ExportOptions(force: force))
            let texts = console.texts
            let line = texts.text("export.done", [
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
extension CardLanguage: ExpressibleByArgument {}
