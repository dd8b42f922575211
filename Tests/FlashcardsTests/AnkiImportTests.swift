import Foundation
import SyntheticDecks
import Testing
import TestSupport

@testable import Flashcards

/// The real Anki (shared/anki's verify scripts) imports what the writers produce, and finds
/// exactly as many notes and cards as the writers say they wrote.
@Suite struct AnkiImportTests {
    /// A few hundred cards of every kind in zh, en and both, with HTML-special characters,
    /// code, tabs, line breaks and quotes.
    let deck = SyntheticDeck.make(cardCount: 360)

    var subdecks: [String] { Set(deck.cards.map(\.deck)).sorted() }

    @Test func ankiImportsEveryNoteAndCardTheApkgWriterWrote() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let file = scratch.file("lifequiz.apkg")
        let written = try FlashcardExporter.export(deck, as: .apkg, to: file)

        let expectations =
            ["--expect-notes", "\(deck.cards.count)", "--expect-cards", "\(deck.cards.count)", "--render", "-1",
             "--expect-deck", "lifequiz"]
            + subdecks.flatMap { ["--expect-deck", $0] }
            + FlashcardKind.allCases.flatMap { ["--expect-notetype", NoteType.of($0).name] }
        let anki = try AnkiTools.verify("verify_apkg.py", file, expectations)

        #expect(anki.status == 0 && anki.ok, "\(anki)")
        #expect(written.noteCount == deck.cards.count)
        #expect(anki.notes == written.noteCount, "\(anki)")
        #expect(anki.cards == written.cardCount, "\(anki)")
    }

    @Test func ankiImportsEveryTSVRowIntoItsSubdeck() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let file = scratch.file("lifequiz.tsv")
        let written = try FlashcardExporter.export(deck, as: .tsv, to: file)

        let expectations =
            ["--expect-notes", "\(deck.cards.count)", "--expect-cards", "\(deck.cards.count)"]
            + subdecks.flatMap { ["--expect-deck", $0] }
        let anki = try AnkiTools.verify("verify_tsv.py", file, expectations)

        #expect(anki.status == 0 && anki.ok, "\(anki)")
        #expect(anki.output.contains("note type 'Basic' (\(deck.cards.count) notes)"), "\(anki)")
        #expect(anki.notes == written.noteCount, "\(anki)")
        #expect(anki.cards == written.cardCount, "\(anki)")
    }
}
