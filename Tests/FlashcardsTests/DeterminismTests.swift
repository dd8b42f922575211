import Foundation
import Testing

@testable import Flashcards

/// Ids, GUIDs and bytes depend only on the deck and the export time.
@Suite struct DeterminismTests {
    @Test(arguments: ExportFormat.allCases)
    func sameDeckAndTimeGiveIdenticalFiles(format: ExportFormat) throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let options = ExportOptions(exportedAt: Date(timeIntervalSince1970: 1_760_000_000))
        let deck = SyntheticDeck.make(cardCount: 50)
        try FlashcardExporter.export(deck, as: format, to: scratch.file("a"), options: options)
        try FlashcardExporter.export(deck, as: format, to: scratch.file("b"), options: options)

        #expect(try Data(contentsOf: scratch.file("a")) == Data(contentsOf: scratch.file("b")))
    }

    @Test func noteGUIDDependsOnlyOnTheCardID() {
        let guid = AnkiPackageWriter.guid(cardID: "fact:view-loading.viewdidload-runs-once")
        #expect(guid == AnkiPackageWriter.guid(cardID: "fact:view-loading.viewdidload-runs-once"))
        #expect(guid != AnkiPackageWriter.guid(cardID: "fact:view-loading.viewdidload-runs-twice"))
        #expect(guid != StableID.guid(namespace: TSVWriter.guidNamespace, cardID: "fact:view-loading.viewdidload-runs-once"))
    }
}
