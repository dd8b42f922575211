import Foundation
import SyntheticDecks
import Testing
import TestSupport

@testable import Flashcards

/// Ids, GUIDs and bytes depend only on the deck and the export time.
@Suite struct DeterminismTests {
    @Test(arguments: ExportFormat.allCases)
    func sameDeckAndTimeGiveIdenticalFiles(format: ExportFormat) throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let options = ExportOptions(exportedAt: Date(timeIntervalSince1970: 1_760_000_000))
        let deck = SyntheticDeck.make(cardCount: 50)
        try FlashcardExporter.export(deck, as: format, to: scratch.file("a"), options: options)
        try FlashcardExporter.export(deck, as: format, to: scratch.file("b"), options: options)

        #expect(try Data(contentsOf: scratch.file("a")) == Data(contentsOf: scratch.file("b")))
    }

    /// Anki matches a re-imported note by its GUID: a GUID that changed would add every learner's
    /// notes a second time. The literals were computed outside lifequiz, by FNV-1a and Anki's
    /// base-91 alphabet written in Python.
    @Test(arguments: [
        ("fact:view-loading.viewdidload-runs-once", "wnPj^oD8M7", "H^8dtRWEu."),
        ("pitfall:view-loading.loadview-calls-super", "K)Y<pEcl3V", "H!<_lyAk:;"),
        ("order:scenario.push-and-pop", "v@KAuTYl>7", "Ja+h}vkMr>"),
    ])
    func noteGUIDsStayWhatLearnersImported(cardID: String, apkg: String, tsv: String) {
        #expect(AnkiPackageWriter.guid(cardID: cardID) == apkg)
        #expect(StableID.guid(namespace: TSVWriter.guidNamespace, cardID: cardID) == tsv)
    }

    /// Deck ids, computed in Python the same way (2^40 + FNV-1a of `deck:<name>` mod 2^40).
    @Test(arguments: [
        ("lifequiz", 1_514_715_877_661), ("lifequiz::UIViewController", 1_454_892_836_326),
        ("lifequiz::UIView", 1_354_158_206_774),
    ] as [(String, Int64)])
    func deckIDsStayWhatLearnersImported(name: String, id: Int64) {
        #expect(StableID.deckID(name: name) == id)
    }

    /// Note ids count up from 2020-01-01 in milliseconds, in deck order, in every export.
    @Test func noteIDsStartAtTheFixedFirstID() {
        #expect(AnkiPackageWriter.firstNoteID == 1_577_836_800_000)
    }
}
