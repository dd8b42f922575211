import Foundation
import KnowledgeBase
import Quiz
import Testing
import TestSupport

@testable import Flashcards

/// The deck lifequiz really ships, built from the knowledge base and the engine, imported by the
/// real Anki: the counts Anki reports equal what lifequiz says it exported.
@Suite struct FullDeckAnkiTests {
    let builder: DeckBuilder
    let everything: Deck

    init() throws {
        builder = try ShippedMaterial.deckBuilder()
        everything = try builder.deck(DeckBuilder.Filter(includeOrderings: true), language: .both)
    }

    @Test func ankiImportsTheFullDeckAsAPackage() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let file = scratch.file("lifequiz.apkg")
        let written = try FlashcardExporter.export(everything, as: .apkg, to: file)
        let subdecks = Set(everything.cards.map(\.deck)).sorted()
        let anki = try AnkiTools.verify("verify_apkg.py", file,
            ["--expect-notes", "\(written.noteCount)", "--expect-cards", "\(written.cardCount)", "--render", "-1",
             "--expect-deck", "lifequiz"] + subdecks.flatMap { ["--expect-deck", $0] }
            + FlashcardKind.allCases.flatMap { ["--expect-notetype", NoteType.of($0).name] })
        #expect(anki.status == 0 && anki.ok, "\(anki)")
        #expect(anki.notes == written.noteCount && anki.cards == written.cardCount, "\(anki)")
        #expect(written.noteCount == everything.cards.count && written.noteCount > 300)
    }

    @Test func ankiImportsTheFullDeckAsText() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let file = scratch.file("lifequiz.tsv")
        let written = try FlashcardExporter.export(everything, as: .tsv, to: file)
        let anki = try AnkiTools.verify("verify_tsv.py", file,
            ["--expect-notes", "\(written.noteCount)"] + Set(everything.cards.map(\.deck)).sorted().flatMap { ["--expect-deck", $0] })
        #expect(anki.status == 0 && anki.ok, "\(anki)")
        #expect(anki.notes == written.noteCount && anki.cards == written.cardCount, "\(anki)")
    }

    @Test func aLaterExportWithMoreCardsUpdatesInsteadOfDuplicating() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let first = try builder.deck(DeckBuilder.Filter(), language: .en)
        let later = try builder.deck(DeckBuilder.Filter(includeOrderings: true), language: .both)
        let day = Date(timeIntervalSince1970: 1_760_000_000)
        try FlashcardExporter.export(first, as: .apkg, to: scratch.file("v1.apkg"), options: ExportOptions(exportedAt: day))
        try FlashcardExporter.export(later, as: .apkg, to: scratch.file("v2.apkg"),
                                     options: ExportOptions(exportedAt: day.addingTimeInterval(86_400)))
        let report = try AnkiTools.reimport([scratch.file("v1.apkg"), scratch.file("v2.apkg")])
        let (v1, v2) = (report.imports[0], report.imports[1])
        #expect(v1.new == first.cards.count)
        #expect(v2.new == later.cards.count - first.cards.count, "only the orderings are new")
        #expect(v2.updated == first.cards.count, "every earlier note is updated (its language changed)")
        #expect(v2.duplicate == 0 && v2.conflicting == 0)
        #expect(v2.notes == later.cards.count)
    }
}
