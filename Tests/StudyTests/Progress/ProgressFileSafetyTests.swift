import DataFiles
import Foundation
import GRDB
import TestSupport
import Testing
@testable import Study

/// The learner's progress file is used only when it is one, and read without being written:
/// anything else at its path (an empty file, another program's WAL database with its pending log,
/// a link that leads nowhere, a FIFO) is refused at once and left exactly as it was.
struct ProgressFileSafetyTests {
    let start = Date(timeIntervalSince1970: 1_767_600_000)
    let folder: TemporaryDirectory
    var url: URL { folder.file("progress.sqlite") }

    init() throws {
        folder = try TemporaryDirectory()
    }

    private func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
    }

    /// A progress database with one answered card, closed.
    private func makeProgress() throws {
        let store = try ProgressStore.open(at: url)
        try store.introduce([.fact("a")], at: start)
        try store.record(Answer(cardID: "fact:view-loading.a", rating: .good), at: start)
    }

    private func schemaVersion() throws -> Int {
        let queue = try DatabaseQueue(path: "file:\(url.path)?immutable=1", configuration: {
            var configuration = Configuration()
            configuration.readonly = true
            return configuration
        }())
        return try queue.read { try Int.fetchOne($0, sql: "PRAGMA schema_version") } ?? -1
    }

    @Test func anotherProgramsWALDatabaseWithAPendingLogIsRefusedWithoutTouchingItOrItsLog() throws {
        let files = try PendingWALDatabase.make(at: url)
        let before = try files.map { try Data(contentsOf: $0) }
        let reason = FileProblem("sqlite-without-application-id")

        #expect(throws: ProgressError.notAProgressDatabase(path: url.path, reason: reason)) { try ProgressStore.open(at: url) }
        #expect(throws: ProgressError.notAProgressDatabase(path: url.path, reason: reason)) { try ProgressStore.openForReading(at: url) }

        #expect(try files.map { try Data(contentsOf: $0) } == before)
    }

    /// An older lifequiz created files through SQLite in WAL mode; killed before a checkpoint, it
    /// left the application id only in the log. That file is still recognised as ours.
    @Test func aProgressDatabaseWhoseStampIsStillOnlyInItsLogIsOpened() throws {
        _ = try PendingWALDatabase.make(at: url) { pool in
            let store = try ProgressStore(pool)
            try store.introduce([.fact("a")], at: start)
            try store.record(Answer(cardID: "fact:view-loading.a", rating: .good), at: start)
        }
        let header = try #require(FileHandle(forReadingFrom: url).readData(ofLength: 100))
        try #require(Array(header[68..<72]) == [0, 0, 0, 0], "the file itself must not carry the stamp yet")

        #expect(try ProgressStore.openForReading(at: url).history(of: "fact:view-loading.a").count == 1)
        #expect(try ProgressStore.open(at: url, create: false).history(of: "fact:view-loading.a").count == 1)
    }

    @Test func anEmptyFileIsRefusedAndStaysEmpty() throws {
        try Data().write(to: url)
        for open in [{ _ = try ProgressStore.open(at: url) }, { _ = try ProgressStore.openForReading(at: url) }] {
            #expect(throws: ProgressError.notAProgressDatabase(path: url.path, reason: .empty)) { try open() }
        }
        #expect(try Data(contentsOf: url).isEmpty)
        #expect(try contents() == ["progress.sqlite"])
    }

    @Test func aDanglingSymbolicLinkIsRefusedNamingItAndNeverReplaced() throws {
        let target = folder.file("elsewhere.sqlite").path
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
        #expect {
            try ProgressStore.open(at: url)
        } throws: { error in
            guard case .notAProgressDatabase(let path, let reason) = error as? ProgressError else { return false }
            return path == url.path && reason == FileProblem("dangling-link", ["target": target])
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: url.path) == target)
        #expect(!FileManager.default.fileExists(atPath: target))
    }

    @Test func aSymbolicLinkLoopIsRefusedNamingIt() throws {
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: url.path)
        #expect(throws: ProgressError.notAProgressDatabase(path: url.path, reason: .linkLoops)) {
            try ProgressStore.open(at: url)
        }
    }

    @Test func aSymbolicLinkToAProgressDatabaseIsFollowed() throws {
        try makeProgress()
        let link = folder.file("link.sqlite")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: url.path)
        #expect(try ProgressStore.open(at: link, create: false).history(of: "fact:view-loading.a").count == 1)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == url.path)
    }

    @Test(.timeLimit(.minutes(1)))
    func aFIFOIsRefusedAtOnce() throws {
        try #require(mkfifo(url.path, 0o644) == 0)
        let reason = FileProblem("not-regular", ["kind": "fifo"])
        #expect(throws: ProgressError.notAProgressDatabase(path: url.path, reason: reason)) { try ProgressStore.open(at: url) }
        #expect(throws: ProgressError.notAProgressDatabase(path: url.path, reason: reason)) { try ProgressStore.openForReading(at: url) }
    }

    @Test func readingChangesNothingAndLeavesNoSideFiles() throws {
        try makeProgress()
        try #require(try contents() == ["progress.sqlite"])
        let bytes = try Data(contentsOf: url)
        let version = try schemaVersion()

        let store = try ProgressStore.openForReading(at: url)
        #expect(try store.history(of: "fact:view-loading.a").count == 1)

        #expect(try schemaVersion() == version)
        #expect(try Data(contentsOf: url) == bytes)
        #expect(try contents() == ["progress.sqlite"])
    }

    @Test func aFileWhoseNameHoldsURICharactersIsRead() throws {
        let odd = folder.file("my progress?%23#.sqlite")
        do {
            let store = try ProgressStore.open(at: odd)
            try store.introduce([.fact("a")], at: start)
        }
        #expect(try ProgressStore.openForReading(at: odd).card("fact:view-loading.a") != nil)
        #expect(try contents() == ["my progress?%23#.sqlite"])
    }

    @Test func reopeningForWritingLeavesTheSchemaAsItWas() throws {
        try makeProgress()
        let version = try schemaVersion()
        _ = try ProgressStore.open(at: url, create: false)
        #expect(try schemaVersion() == version)
    }

    @Test func aNewFileIsCreatedWholeWithNothingLeftBesideIt() throws {
        _ = try ProgressStore.open(at: url)
        #expect(try contents() == ["progress.sqlite"])
        let header = try #require(FileHandle(forReadingFrom: url).readData(ofLength: 100))
        #expect(Array(header[68..<72]) == [0x6C, 0x71, 0x70, 0x72])  // "lqpr", in the file itself
        #expect(header[18] == 2 && header[19] == 2)  // WAL
    }

    /// Bytes changed inside a value pass SQLite's quick_check but fail to decode: damage all the same.
    @Test func aValueThatDoesNotDecodeIsReportedAsDamage() throws {
        try makeProgress()
        let editor = try DatabaseQueue(path: url.path)
        try editor.write { db in try db.execute(sql: "UPDATE card SET due = 'x2026-01-05 08:10:00.000'") }
        try editor.close()
        let store = try ProgressStore.openForReading(at: url)
        #expect {
            try store.stats(at: start, calendar: Calendar(identifier: .gregorian))
        } throws: { error in
            guard case .damaged(let path, _) = error as? ProgressError else { return false }
            return path == url.path
        }
    }
}
