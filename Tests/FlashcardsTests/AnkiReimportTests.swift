import Foundation
import SyntheticDecks
import Testing
import TestSupport

@testable import Flashcards

/// A learner imports a deck, then a later re-export with edited and added cards, into the same
/// collection: notes are updated in place, never duplicated.
@Suite struct AnkiReimportTests {
    @Test func reimportingAnUpdatedApkgUpdatesNotesInsteadOfDuplicatingThem() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let original = SyntheticDeck.make(cardCount: 240, language: .both)
        // Same seed: the first 240 cards keep their ids; every 7th has new answer text; 40 are new.
        let updated = SyntheticDeck.make(cardCount: 280, language: .both, revision: 1)
        let edited = zip(original.cards, updated.cards).filter { $0 != $1 }.map(\.1)
        try #require(edited.count == 35, "the synthetic deck should edit every 7th of its first 240 cards")

        // Anki replaces a note only with a newer one; exports a day apart, as in real use.
        let firstExport = Date(timeIntervalSince1970: 1_760_000_000)
        let first = scratch.file("v1.apkg")
        let second = scratch.file("v2.apkg")
        try FlashcardExporter.export(original, as: .apkg, to: first, options: ExportOptions(exportedAt: firstExport))
        try FlashcardExporter.export(
            updated, as: .apkg, to: second, options: ExportOptions(exportedAt: firstExport.addingTimeInterval(86_400)))

        let report = try AnkiTools.reimport([first, second])

        let (v1, v2) = (report.imports[0], report.imports[1])
        #expect(v1.new == 240 && v1.notes == 240 && v1.cards == 240)
        #expect(v2.new == 40)
        #expect(v2.updated == 240)
        #expect(v2.conflicting == 0 && v2.duplicate == 0 && v2.missingNotetype == 0)
        #expect(v2.notes == Set(updated.cards.map(\.id)).count)
        #expect(v2.cards == updated.cards.count)

        let stored = Dictionary(uniqueKeysWithValues: report.notes.map { ($0.guid, $0) })
        #expect(stored.count == report.notes.count, "two notes share a GUID")
        for card in updated.cards {
            let note = try #require(stored[AnkiPackageWriter.guid(cardID: card.id)], "no note for \(card.id)")
            #expect(note.fields == card.noteFields, "\(card.id) was not updated to the re-export's fields")
            #expect(note.cards == 1 && note.decks == [card.deck])
        }
        for card in edited {
            let note = try #require(stored[AnkiPackageWriter.guid(cardID: card.id)])
            #expect(note.fields.joined().contains("(rev 1)"), "\(card.id) kept its old text")
        }
    }

    @Test func reimportingAnUpdatedTSVUpdatesNotesInsteadOfDuplicatingThem() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let original = SyntheticDeck.make(cardCount: 120)
        let updated = SyntheticDeck.make(cardCount: 150, revision: 1)
        let first = scratch.file("v1.tsv")
        let second = scratch.file("v2.tsv")
        try FlashcardExporter.export(original, as: .tsv, to: first)
        try FlashcardExporter.export(updated, as: .tsv, to: second)

        let report = try AnkiTools.reimport([first, second])

        #expect(report.imports[0].new == 120)
        #expect(report.imports[1].new == 30 && report.imports[1].conflicting == 0)
        #expect(report.imports[1].notes == Set(updated.cards.map(\.id)).count)
        let stored = Dictionary(uniqueKeysWithValues: report.notes.map { ($0.guid, $0) })
        for card in updated.cards {
            let note = try #require(stored[StableID.guid(namespace: TSVWriter.guidNamespace, cardID: card.id)])
            let sides = NoteType.of(card.kind).renderedSides(card.noteFields, language: card.language)
            #expect(note.fields == [InlineStyle.styled(sides.question), InlineStyle.styled(sides.answer)])
        }
    }
}
