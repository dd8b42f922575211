import Foundation
import SeededRandom
import Testing
import TestSupport

@testable import Flashcards

/// The zip writer's output reads back, byte for byte, with another implementation.
@Suite struct ZipArchiveTests {
    @Test func pythonZipfileReadsBackDeflatedAndStoredEntries() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        var random = SplitMix64(seed: 7)
        let text = Data(String(repeating: "viewDidLoad 视图加载 <html> ", count: 2000).utf8)
        let noise = Data((0..<5000).map { _ in UInt8(truncatingIfNeeded: random.next()) })
        let file = scratch.file("test.zip")
        try Data(
            ZipArchive.bytes(
                of: [ZipArchive.Entry(name: "text", contents: text), ZipArchive.Entry(name: "noise", contents: noise)],
                modified: Date(timeIntervalSince1970: 1_760_000_000))
        ).write(to: file)

        // Python's zipfile unpacks the archive (checking each CRC as it reads); the files it
        // writes are compared with the entries' bytes here.
        let unpacked = scratch.file("unpacked")
        let unpack = """
            import sys, zipfile
            z = zipfile.ZipFile(sys.argv[1])
            z.extractall(sys.argv[2])
            print(" ".join("%s:%d" % (i.filename, i.compress_type) for i in z.infolist()))
            """
        let output = try ProcessRunner.run(try AnkiTools.python.get(), ["-c", unpack, file.path, unpacked.path])

        #expect(output.status == 0, "\(output.stderr)")
        // Text deflates (method 8); random bytes do not shrink and are stored (method 0).
        #expect(output.lastLine == "text:8 noise:0")
        #expect(try Data(contentsOf: unpacked.appending(path: "text")) == text)
        #expect(try Data(contentsOf: unpacked.appending(path: "noise")) == noise)
        #expect(try FileManager.default.contentsOfDirectory(atPath: unpacked.path).sorted() == ["noise", "text"])
    }

    @Test func entryTimesAreDosTimeInUTC() {
        // 2025-11-22 03:14:07 UTC; DOS time keeps even seconds.
        let (time, date) = ZipArchive.dosTimeAndDate(Date(timeIntervalSince1970: 1_763_781_247))
        #expect(time == UInt16(3 << 11 | 14 << 5 | 3))
        #expect(date == UInt16(45 << 9 | 11 << 5 | 22))
    }
}
