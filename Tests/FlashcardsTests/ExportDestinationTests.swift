import Foundation
import SyntheticDecks
import Testing
import TestSupport

@testable import Flashcards

/// Where the file goes: clear errors for bad destinations, and never a partial file.
@Suite struct ExportDestinationTests {
    let deck = SyntheticDeck.make(cardCount: 30)

    @Test func missingFolderIsReportedWithItsPath() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let folder = scratch.file("no-such-folder")

        #expect(throws: ExportError.directoryMissing(directory: folder.path)) {
            try FlashcardExporter.export(deck, as: .apkg, to: folder.appendingPathComponent("deck.apkg"))
        }
        #expect(try scratch.contents().isEmpty)
    }

    @Test func existingFileIsKeptUnlessForced() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let file = scratch.file("deck.tsv")
        try Data("keep me".utf8).write(to: file)

        #expect(throws: ExportError.fileExists(path: file.path)) {
            try FlashcardExporter.export(deck, as: .tsv, to: file)
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == "keep me")
        #expect(try scratch.contents() == ["deck.tsv"])
    }

    @Test func forceReplacesAnExistingFile() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let file = scratch.file("deck.tsv")
        try Data("old".utf8).write(to: file)

        let summary = try FlashcardExporter.export(deck, as: .tsv, to: file, options: ExportOptions(force: true))

        #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix("#separator:tab\n"))
        #expect(summary.byteCount == (try Data(contentsOf: file)).count)
        #expect(try scratch.contents() == ["deck.tsv"])
    }

    /// The replaced file's permissions carry over: a read-only file stays read-only.
    @Test func forceKeepsTheReplacedFilesPermissions() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let file = scratch.file("deck.tsv")
        try Data("old".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)

        try FlashcardExporter.export(deck, as: .tsv, to: file, options: ExportOptions(force: true))

        #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix("#separator:tab\n"))
        let permissions = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(permissions == 0o444)
    }

    @Test func folderAsDestinationIsRejected() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }

        // The example file name is one of the format asked for.
        #expect(throws: ExportError.destinationIsDirectory(path: scratch.url.standardizedFileURL.path, example: "lifequiz.json")) {
            try FlashcardExporter.export(deck, as: .json, to: scratch.url, options: ExportOptions(force: true))
        }
    }

    @Test func unwritableFolderFailsWithoutLeavingAFile() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let folder = scratch.file("locked")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        try Unwritable.make(folder)
        defer { Unwritable.undo(folder) }

        #expect(throws: ExportError.notWritable(directory: folder.path)) {
            try FlashcardExporter.export(deck, as: .apkg, to: folder.appendingPathComponent("deck.apkg"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func writerFailingMidwayLeavesTheOldFileAndNoTemporaryFile() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let file = scratch.file("deck.apkg")
        try Data("previous export".utf8).write(to: file)

        #expect(throws: ExportError.writeFailed(path: file.path, reason: "\(FailingWriter.Failure())")) {
            try FlashcardExporter.export(deck, with: FailingWriter(), to: file, force: true)
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == "previous export")
        #expect(try scratch.contents() == ["deck.apkg"])
    }
}

/// Fails while rendering, as a writer meeting bad data would.
private struct FailingWriter: DeckWriter {
    struct Failure: Error {}

    var format: ExportFormat { .apkg }

    func contents(of deck: Deck) throws -> DeckFile {
        throw Failure()
    }
}
