import Foundation
import Quiz
import Testing
import TestSupport

@testable import Flashcards

/// Cards as a learner sees them: the real Anki renders every card of the shipped deck (templates,
/// cloze and CSS included), and headless chromium draws samples of each note type at phone and
/// desktop width, light and night. Nothing may run wider than the screen, and no card may carry
/// authoring jargon. Screenshots land in .build/card-screenshots/ to look at.
@Suite(.serialized) struct CardRenderingTests {
    static let renderScript = AnkiTools.packageRoot.appendingPathComponent("Tests/FlashcardsTests/Tools/render_cards.py")
    static let screenshots = AnkiTools.packageRoot.appendingPathComponent(".build/card-screenshots")

    struct Report: Decodable {
        let cards: Int
        let note_types: [String]
        let jargon: [String]
        let samples: [String]
        let pages: [String]
    }

    @Test(arguments: [(CardLanguage.zh, ExportFormat.apkg), (.en, .apkg), (.both, .apkg), (.en, .tsv)])
    func cardsFitPhoneAndDesktopInLightAndNight(language: CardLanguage, format: ExportFormat) throws {
        try #require(Chromium.isInstalled, "chromium is not installed: scripts/test installs it (apt-get install chromium)")
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let deck = try ShippedMaterial.deckBuilder().deck(DeckBuilder.Filter(includeOrderings: true), language: language)
        let file = scratch.file("deck.\(format.rawValue)")
        try FlashcardExporter.export(deck, as: format, to: file)

        let output = try ProcessRunner.run(try AnkiTools.python.get(), [Self.renderScript.path, scratch.file("pages").path, file.path])
        let report = try JSONDecoder().decode(Report.self, from: Data(output.lastLine.utf8))
        #expect(report.cards == deck.cards.count)
        #expect(report.jargon.isEmpty, "\(report.jargon.joined(separator: "\n"))")
        if format == .apkg {
            #expect(Set(report.note_types) == Set(FlashcardKind.allCases.map { NoteType.of($0).name }))
        }

        try FileManager.default.createDirectory(at: Self.screenshots, withIntermediateDirectories: true)
        for page in report.pages.map(URL.init(fileURLWithPath:)) {
            let mode = page.deletingPathExtension().lastPathComponent.replacingOccurrences(of: "cards-", with: "")
            for width in [420, 1000] {
                let dom = try Chromium.renderedDOM(of: page, width: width, height: 4000)
                #expect(dom.contains(#"data-measured="yes""#), "the page's measuring script did not run")
                #expect(dom.contains(#"data-overflow="""#), "wider than \(width) px (\(mode)): \(Self.overflowing(in: dom))")
                let png = Self.screenshots.appendingPathComponent("\(format.rawValue)-\(language.rawValue)-\(width)-\(mode).png")
                try Chromium.screenshot(of: page, width: width, height: 4000, to: png)
                #expect(try Data(contentsOf: png).starts(with: [0x89, 0x50, 0x4E, 0x47]))
            }
        }
    }

    /// The sample ids the page marked as too wide.
    private static func overflowing(in dom: String) -> String {
        guard let start = dom.range(of: #"data-overflow=""#) else { return "not measured" }
        return String(dom[start.upperBound...].prefix { $0 != "\"" })
    }
}
