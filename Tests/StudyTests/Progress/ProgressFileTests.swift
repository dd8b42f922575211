import DataFiles
import Foundation
import GRDB
import Testing
import TestSupport
@testable import Study

/// Opening files: ours are reopened with their data; anything else is reported and left as it was.
struct ProgressFileTests {
    let start = Date(timeIntervalSince1970: 1_767_600_000)

    @Test func aNewFileIsCreatedInWALModeWithItsFolder() throws {
        let folder = try TemporaryDirectory()
        let url = folder.file("nested/lifequiz/progress.sqlite")
        let store = try ProgressStore.open(at: url)
        #expect(FileManager.default.fileExists(atPath: url.path))
        #expect(try store.writer.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") } == "wal")
        #expect(try store.writer.writeWithoutTransaction { try Int.fetchOne($0, sql: "PRAGMA busy_timeout") } == 5000)
    }

    /// A new file at `url` with one card reviewed once.
    @discardableResult
    private func storeWithOneReview(at url: URL) throws -> ProgressStore {
        let store = try ProgressStore.open(at: url)
        try store.introduce([.fact("a")], at: start)
        try store.record(Answer(cardID: "fact:view-loading.a", rating: .good), at: start)
        return store
    }

    @Test func reopeningKeepsTheProgress() throws {
        let folder = try TemporaryDirectory()
        let url = folder.file("progress.sqlite")
        try storeWithOneReview(at: url)
        let reopened = try ProgressStore.open(at: url, create: false)
        #expect(try reopened.history(of: "fact:view-loading.a").count == 1)
    }

    @Test func aMissingFileIsAnErrorWhenNotCreating() throws {
        let folder = try TemporaryDirectory()
        let url = folder.file("progress.sqlite")
        #expect(throws: ProgressError.missing(path: url.path)) { try ProgressStore.open(at: url, create: false) }
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test func aTextFileIsRefusedAndLeftUntouched() throws {
        let folder = try TemporaryDirectory()
        let url = folder.file("progress.sqlite")
        let text = Data("my notes, not a database\n".utf8)
        try text.write(to: url)
        let error = try #require(throws: ProgressError.self) { try ProgressStore.open(at: url) }
        #expect(error == .notAProgressDatabase(path: url.path, reason: .notSQLite))
        #expect(try Data(contentsOf: url) == text)
    }

    @Test func anotherProgramsSQLiteFileIsRefusedAndLeftUntouched() throws {
        let folder = try TemporaryDirectory()
        let url = folder.file("knowledge.sqlite")
        try DatabaseQueue(path: url.path).write { db in
            try db.execute(sql: "CREATE TABLE methods (id TEXT PRIMARY KEY); INSERT INTO methods VALUES ('UIView.layoutSubviews()')")
        }
        let before = try Data(contentsOf: url)
        let error = try #require(throws: ProgressError.self) { try ProgressStore.open(at: url) }
        #expect(error == .notAProgressDatabase(
            path: url.path, reason: FileProblem("sqlite-without-application-id")
        ))
        #expect(error.description.contains("left it untouched"))
        #expect(try Data(contentsOf: url) == before)
        #expect(!FileManager.default.fileExists(atPath: url.path + "-wal"))
    }

    @Test func aDamagedFileIsReportedAndLeftUntouched() throws {
        let folder = try TemporaryDirectory()
        let url = folder.file("progress.sqlite")
        do {
            let store = try ProgressStore.open(at: url)
            try store.introduce((0..<300).map { .fact("card-\($0)") }, at: start)
            _ = try store.writer.writeWithoutTransaction { try $0.checkpoint(.truncate) }
        }
        // Scribble over the pages after the first, keeping the header: what a bad disk or a
        // half-copied file leaves.
        var bytes = try Data(contentsOf: url)
        for index in 4096..<bytes.count where index % 7 == 0 { bytes[index] = 0xA5 }
        try bytes.write(to: url)
        let error = try #require(throws: ProgressError.self) { try ProgressStore.open(at: url) }
        guard case .damaged = error else {
            Issue.record("expected .damaged, got \(error)")
            return
        }
        #expect(try Data(contentsOf: url) == bytes)
    }

    @Test func aFileFromANewerVersionIsRefused() throws {
        let folder = try TemporaryDirectory()
        let url = folder.file("progress.sqlite")
        do {
            let store = try ProgressStore.open(at: url)
            try store.writer.write { try $0.execute(sql: "INSERT INTO grdb_migrations VALUES ('v9: from the future')") }
        }
        #expect(throws: ProgressError.writtenByNewerVersion(path: url.path, migrations: ["v9: from the future"])) {
            try ProgressStore.open(at: url)
        }
    }

    /// A file made before lessons were recorded gains the table and keeps its reviews; no
    /// lesson counts as introduced yet.
    @Test func aFileFromBeforeLessonsIsMigratedKeepingItsProgress() throws {
        let folder = try TemporaryDirectory()
        let url = folder.file("progress.sqlite")
        try storeWithOneReview(at: url).writer.write { db in
            try db.execute(sql: "DROP TABLE lesson; DELETE FROM grdb_migrations WHERE identifier = 'v2: lessons introduced'")
        }
        let reopened = try ProgressStore.open(at: url, create: false)
        #expect(try reopened.history(of: "fact:view-loading.a").count == 1)
        #expect(try !reopened.hasIntroduced(lesson: "launch"))
        try reopened.recordIntroduction(of: "launch", at: start)
        try reopened.recordIntroduction(of: "launch", at: start.addingTimeInterval(60))
        #expect(try reopened.hasIntroduced(lesson: "launch") && !reopened.hasIntroduced(lesson: "navigation"))
    }

    @Test func aFolderIsNotAProgressFile() throws {
        let folder = try TemporaryDirectory()
        let error = try #require(throws: ProgressError.self) { try ProgressStore.open(at: folder.url) }
        #expect(error == .notAProgressDatabase(path: folder.url.path, reason: .directory))
    }
}
