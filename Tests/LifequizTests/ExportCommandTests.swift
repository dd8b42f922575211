import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Where `export` writes, as a user runs it.
@Suite struct ExportCommandTests {
    @Test func dashWritesTheDeckToStandardOutputAndTheSummaryToStandardError() throws {
        let cli = try CLI()
        let result = try cli.run(["export", "--format", "json", "-o", "-", "--class", "UIView"])
        #expect(result.status == 0)
        let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(document?["format"] as? String == "lifequiz-flashcards")
        #expect(result.stderr.hasPrefix("Exported ") && result.stderr.contains("to standard output"))
        #expect(!FileManager.default.fileExists(atPath: "-"), "no file named '-' in the working folder")
    }

    /// Standard output is named in the reader's language; an empty -o is a usage error, not the
    /// current folder (twenty-third review C).
    @Test func standardOutputIsNamedInChineseAndAnEmptyNameIsRefused() throws {
        let cli = try CLI()
        let zh = try cli.run(["--lang", "zh", "export", "--format", "json", "-o", "-", "--class", "UIView"])
        #expect(zh.status == 0 && zh.stderr.contains("到标准输出") && !zh.stderr.contains("standard output"), "\(zh.stderr)")
        let empty = try cli.run(["export", "--format", "tsv", "-o", "", "--lang", "en"])
        #expect(empty.status == 64 && empty.stderr.contains("-o needs a file name"), "\(empty.stderr)")
    }

    /// The root command's --lang takes the value wherever it is written; the deck must still follow it.
    @Test(arguments: [(["export", "--lang", "en"], "en", "zh-Hans"), (["--lang", "zh", "export"], "zh-Hans", "en")])
    func langMakesADeckOfOneLanguage(_ prefix: [String], kept: String, dropped: String) throws {
        let result = try CLI().run(prefix + ["--format", "tsv", "-o", "-", "--class", "UIView"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("lang=\"\"\(kept)\"\""))
        #expect(!result.stdout.contains("lang=\"\"\(dropped)\"\""), "a one-language deck has no \(dropped) text")
    }

    @Test func aFIFOIsRefusedWithExitThreeAndKept() throws {
        let cli = try CLI()
        let fifo = cli.home.appending(path: "deck.json")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        let result = try cli.run(["export", "--format", "json", "-o", fifo.path, "--force"])
        #expect(result.status == 3)
        #expect(result.stderr.contains("is a named pipe (FIFO), not a regular file"))
        var info = stat()
        #expect(lstat(fifo.path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    }

    @Test func aFullDeviceIsReportedAsAFullDiskWithExitThree() throws {
        let cli = try CLI()
        // A /dev/full of our own (major 1, minor 7): a wrong rename must not replace the real one.
        let full = cli.home.appending(path: "full")
        try #require(mknod(full.path, S_IFCHR | 0o666, dev_t(1 << 8 | 7)) == 0, "mknod needs root")
        let result = try cli.run(["export", "--format", "markdown", "-o", full.path, "--force"])
        #expect(result.status == 3)
        #expect(result.stderr.contains("The disk is full: no space left to write \(full.path)"))
        #expect(!result.stderr.contains("NSCocoaErrorDomain"))
        var info = stat()
        #expect(lstat(full.path, &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
    }
}
