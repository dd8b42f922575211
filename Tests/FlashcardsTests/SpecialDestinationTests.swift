import Foundation
import SyntheticDecks
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

@testable import Flashcards

/// `--force` replaces regular files only: devices are written into, everything else is refused
/// and left as it was. Device nodes are made in a scratch folder, never /dev itself.
@Suite struct SpecialDestinationTests {
    let deck = SyntheticDeck.make(cardCount: 30)

    @Test(arguments: [
        (SpecialFile.fifo(at:), "fifo", S_IFIFO),
        (SpecialFile.socket(at:), "socket", S_IFSOCK),
    ] as [(@Sendable (URL) throws -> Void, String, mode_t)])
    func aFIFOOrASocketIsRefusedAndKept(_ make: @Sendable (URL) throws -> Void, _ kind: String, _ mode: mode_t) throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let special = scratch.file("deck.json")
        try make(special)

        #expect(throws: ExportError.notARegularFile(path: special.path, kind: kind)) {
            try FlashcardExporter.export(deck, as: .json, to: special, options: ExportOptions(force: true))
        }
        #expect(SpecialFile.kind(special) == mode)
        #expect(try scratch.contents() == ["deck.json"])
    }

    @Test func aLinkToAFIFOIsRefusedAndBothAreKept() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let fifo = scratch.file("pipe")
        let link = scratch.file("deck.json")
        try SpecialFile.fifo(at: fifo)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: fifo)

        #expect(throws: ExportError.notARegularFile(path: link.path, kind: "fifo")) {
            try FlashcardExporter.export(deck, as: .json, to: link, options: ExportOptions(force: true))
        }
        #expect(SpecialFile.kind(link) == S_IFLNK)
        #expect(SpecialFile.kind(fifo) == S_IFIFO)
    }

    @Test func aDanglingLinkIsRefusedAndKept() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let link = scratch.file("deck.apkg")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "nowhere/deck.apkg")

        #expect(throws: ExportError.danglingLink(path: link.path)) {
            try FlashcardExporter.export(deck, as: .apkg, to: link, options: ExportOptions(force: true))
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "nowhere/deck.apkg")
        #expect(try scratch.contents() == ["deck.apkg"])
    }

    @Test func aLinkToAFileReplacesTheFileAndKeepsTheLink() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let target = scratch.file("real.tsv")
        let link = scratch.file("deck.tsv")
        try Data("old".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real.tsv")

        try FlashcardExporter.export(deck, as: .tsv, to: link, options: ExportOptions(force: true))

        #expect(SpecialFile.kind(link) == S_IFLNK)
        #expect(try String(contentsOf: target, encoding: .utf8).hasPrefix("#separator:tab\n"))
        #expect(try scratch.contents() == ["deck.tsv", "real.tsv"])
    }

    @Test(.enabled(if: SpecialFile.canMakeDevices, "making device nodes needs root outside a locked-down container"))
    func aCharacterDeviceIsWrittenIntoNotReplaced() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let null = scratch.file("null")
        try SpecialFile.null(at: null)

        let summary = try FlashcardExporter.export(deck, as: .json, to: null, options: ExportOptions(force: true))

        #expect(SpecialFile.isCharacterDevice(null))
        #expect(summary.byteCount > 0)
        #expect(try scratch.contents() == ["null"])
    }

    @Test(.enabled(if: SpecialFile.canMakeDevices, "making device nodes needs root outside a locked-down container"))
    func aDeviceThatIsFullIsReportedAsAFullDisk() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let full = scratch.file("full")
        try SpecialFile.full(at: full)

        #expect(throws: ExportError.diskFull(path: full.path)) {
            try FlashcardExporter.export(deck, as: .markdown, to: full, options: ExportOptions(force: true))
        }
        #expect(SpecialFile.isCharacterDevice(full))
    }

    @Test(.enabled(if: SpecialFile.canMakeDevices, "mounting a small tmpfs needs root outside a locked-down container"))
    func aFullDiskIsReportedAndLeavesNoPartialFile() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let disk = scratch.file("disk")
        try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: false)
        try SpecialFile.mountSmallDisk(on: disk, kilobytes: 64)
        defer { SpecialFile.unmount(disk) }
        let file = disk.appendingPathComponent("deck.json")
        try Data("previous export".utf8).write(to: file)
        let bigDeck = SyntheticDeck.make(cardCount: 400)

        #expect(throws: ExportError.diskFull(path: file.path)) {
            try FlashcardExporter.export(bigDeck, as: .json, to: file, options: ExportOptions(force: true))
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == "previous export")
        #expect(try FileManager.default.contentsOfDirectory(atPath: disk.path) == ["deck.json"])
    }

    @Test func aStreamGetsTheSameBytesAsAFile() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let file = scratch.file("deck.json")
        try FlashcardExporter.export(deck, as: .json, to: file)
        let streamed = scratch.file("streamed")
        let descriptor = open(streamed.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        defer { close(descriptor) }

        let summary = try FlashcardExporter.export(deck, as: .json, to: .stream(descriptor: descriptor, name: "standard output"))

        #expect(try Data(contentsOf: streamed) == (try Data(contentsOf: file)))
        #expect(summary.file == nil)
        #expect(summary.byteCount == (try Data(contentsOf: file)).count)
    }

    @Test func anAnkiPackageIsNotWrittenToATerminal() throws {
        let terminal = try PseudoTerminal()
        defer { terminal.close() }

        #expect(throws: ExportError.binaryToTerminal(path: "standard output")) {
            try FlashcardExporter.export(deck, as: .apkg, to: .stream(descriptor: terminal.follower, name: "standard output"))
        }
    }
}

/// A pseudo-terminal pair: `follower` is what a program's standard output would be on a terminal.
private struct PseudoTerminal {
    let leader: Int32
    let follower: Int32

    /// Through /dev/ptmx by hand: Glibc's module does not import posix_openpt and friends.
    init() throws {
        leader = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        // TIOCSPTLCK and TIOCGPTN, whose macros Swift cannot import (the same on x86_64 and arm64).
        guard leader >= 0, ioctl(leader, 0x4004_5431, &unlock) == 0, ioctl(leader, 0x8004_5430, &number) == 0 else {
            throw SpecialFile.Failed(description: "no pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        follower = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        guard follower >= 0, isatty(follower) == 1 else { throw SpecialFile.Failed(description: "cannot open /dev/pts/\(number)") }
    }

    func close() {
        Glibc.close(follower)
        Glibc.close(leader)
    }
}
