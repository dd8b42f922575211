import DataFiles
import Foundation
import GRDB
import Testing
import TestSupport
@testable import KnowledgeBase

/// Building, reusing and rebuilding the knowledge database, and refusing files lifequiz did not
/// build without changing a byte of them.
struct DatabaseOpeningTests {
    let directory: TemporaryDirectory
    var databaseFile: URL { directory.file("knowledge.sqlite") }

    init() throws {
        directory = try TemporaryDirectory()
    }

    private func open(_ content: KnowledgeContent = FixtureContent.content()) throws -> KnowledgeDatabase {
        try KnowledgeDatabase.open(at: databaseFile, content: content)
    }

    private func bytes(_ url: URL) throws -> Data {
        try Data(contentsOf: url)
    }

    /// Opening `file` fails with `expected`, and leaves the file and its directory as they were.
    private func expectRefusal(_ expected: KnowledgeBaseError, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = try bytes(databaseFile)
        let listing = try directory.contents()
        #expect(throws: expected, sourceLocation: sourceLocation) { try open() }
        #expect(try bytes(databaseFile) == before, "the file changed", sourceLocation: sourceLocation)
        #expect(try directory.contents() == listing, "files appeared beside it", sourceLocation: sourceLocation)
    }

    @Test func aMissingDatabaseIsBuilt() throws {
        let knowledge = try open()
        #expect(knowledge.fingerprint == "fixture-1")
        #expect(try directory.contents() == ["knowledge.sqlite"])
    }

    @Test func theBuiltDatabaseIsMarkedAsLifequizs() throws {
        let knowledge = try open()
        #expect(try knowledge.builtAt().flatMap { ISO8601DateFormatter().date(from: $0) } != nil)
        let meta = try knowledge.reader.read { db in
            try Dictionary(uniqueKeysWithValues: Row.fetchAll(db, sql: "SELECT key, value FROM meta").map { ($0["key"] as String, $0["value"] as String) })
        }
        #expect(meta["format"] == "lifequiz-knowledge")
        #expect(meta["schema_version"] == "1")
        #expect(meta["content_fingerprint"] == "fixture-1")
        #expect(meta["built_at"].flatMap { ISO8601DateFormatter().date(from: $0) } != nil)
    }

    @Test func aDatabaseOfTheSameContentIsReusedUntouched() throws {
        _ = try open()
        let before = try bytes(databaseFile)
        _ = try open()
        #expect(try bytes(databaseFile) == before)
        #expect(try directory.contents() == ["knowledge.sqlite"])
    }

    @Test func theDatabaseIsOpenedReadOnly() throws {
        let knowledge = try open()
        #expect(throws: DatabaseError.self) {
            try knowledge.reader.read { db in try db.execute(sql: "DELETE FROM facts") }
        }
    }

    @Test func otherContentRebuildsItAndLeavesProgressByteIdentical() throws {
        _ = try open()
        let progress = directory.file("progress.sqlite")
        let queue = try DatabaseQueue(path: progress.path)
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE reviews (card TEXT, due TEXT); INSERT INTO reviews VALUES ('viewDidLoad', '2026-01-01')")
        }
        try queue.close()
        let progressBefore = try bytes(progress)

        let rebuilt = try open(KnowledgeContent(fingerprint: "fixture-2", documents: FixtureContent.documents))

        #expect(rebuilt.fingerprint == "fixture-2")
        #expect(try bytes(progress) == progressBefore)
        #expect(try directory.contents() == ["knowledge.sqlite", "progress.sqlite"])
    }

    @Test func aFailedRebuildKeepsTheOldDatabaseAndLeavesNoTemporaryFile() throws {
        _ = try open()
        let before = try bytes(databaseFile)
        let broken = FixtureContent.documents(replacing: "Content/topics/extra.yaml", with: #"""
            {"topic": "extra", "title": {"zh": "额外", "en": "Extra"}, "facts": [{"id": "extra.a", "kind": "tip", "method": "UIView.nothing()",
             "zh": "中文", "en": "English", "sources": [{"seed": "000_b683b64be764eb10.txt", "section": "1.1", "lines": "1-2"}]}]}
            """#)
        #expect(throws: KnowledgeBaseError.self) { try open(KnowledgeContent(fingerprint: "broken", documents: broken)) }
        #expect(try bytes(databaseFile) == before)
        #expect(try directory.contents() == ["knowledge.sqlite"])
    }

    @Test func aFileThatIsNotSQLiteIsRefusedUntouched() throws {
        try Data("these are my notes, not a database\n".utf8).write(to: databaseFile)
        try expectRefusal(.notAKnowledgeDatabase(path: databaseFile.path, reason: .notSQLite))
    }

    @Test func anEmptyFileIsRefusedUntouched() throws {
        try Data().write(to: databaseFile)
        try expectRefusal(.notAKnowledgeDatabase(path: databaseFile.path, reason: .empty))
    }

    @Test func anotherProgramsSQLiteDatabaseIsRefusedUntouched() throws {
        let queue = try DatabaseQueue(path: databaseFile.path)
        try queue.write { db in try db.execute(sql: "CREATE TABLE contacts (name TEXT); INSERT INTO contacts VALUES ('Ada')") }
        try queue.close()
        try expectRefusal(.notAKnowledgeDatabase(path: databaseFile.path, reason: FileProblem("no-meta-table")))
    }

    @Test func aDatabaseWithAnotherFormatIsRefusedUntouched() throws {
        let queue = try DatabaseQueue(path: databaseFile.path)
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT); INSERT INTO meta VALUES ('format', 'lifequiz-progress')")
        }
        try queue.close()
        try expectRefusal(.notAKnowledgeDatabase(path: databaseFile.path, reason: FileProblem("other-format", ["format": "lifequiz-progress"])))
    }

    @Test func aDatabaseInWALModeIsRefusedWithoutSideFiles() throws {
        let pool = try DatabasePool(path: databaseFile.path)
        try pool.write { db in try db.execute(sql: "CREATE TABLE contacts (name TEXT)") }
        try pool.close()
        try #require(try directory.contents() == ["knowledge.sqlite"])
        try expectRefusal(.notAKnowledgeDatabase(
            path: databaseFile.path, reason: FileProblem("wal-mode")
        ))
    }

    /// A damaged file lifequiz built is rebuilt (KnowledgeFileSafetyTests); one it did not stamp
    /// as its own cannot be told from another program's, so it is left alone.
    @Test func aDamagedDatabaseLifequizDidNotBuildIsReportedUntouched() throws {
        let queue = try DatabaseQueue(path: databaseFile.path)
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT); INSERT INTO meta VALUES ('format', 'lifequiz-knowledge')")
        }
        try queue.close()
        var damaged = try bytes(databaseFile)
        // Keep the 100-byte header, so it still looks like SQLite, and scramble the rest.
        for index in 100..<damaged.count { damaged[index] = UInt8(truncatingIfNeeded: index &* 7) }
        try damaged.write(to: databaseFile)
        let listing = try directory.contents()
        #expect {
            try open()
        } throws: { error in
            guard case .damaged(let path, _) = error as? KnowledgeBaseError else { return false }
            return path == databaseFile.path
        }
        #expect(try bytes(databaseFile) == damaged)
        #expect(try directory.contents() == listing)
    }

    @Test func aDirectoryInItsPlaceIsRefused() throws {
        try FileManager.default.createDirectory(at: databaseFile, withIntermediateDirectories: true)
        #expect(throws: KnowledgeBaseError.notAKnowledgeDatabase(path: databaseFile.path, reason: .directory)) { try open() }
    }

    @Test func theErrorForAForeignFileSaysHowToFixIt() {
        let message = KnowledgeBaseError.notAKnowledgeDatabase(path: "/x/knowledge.sqlite", reason: .empty).description
        #expect(message.contains("/x/knowledge.sqlite"))
        #expect(message.contains("--db"))
        #expect(message.contains("untouched"))
    }

    @Test func aDataDirectoryThatCannotBeCreatedIsReported() throws {
        let blocker = directory.file("not-a-directory")
        try Data("x".utf8).write(to: blocker)
        let target = blocker.appending(path: "lifequiz/knowledge.sqlite")
        #expect {
            try KnowledgeDatabase.open(at: target, content: FixtureContent.content())
        } throws: { error in
            guard case .cannotWrite(let directory, let reason) = error as? KnowledgeBaseError else { return false }
            return directory == target.deletingLastPathComponent().path && reason == "\(blocker.path) is a file, not a directory"
        }
    }

    // Unwritable also stops root (chattr +i), so these run in CI, which runs as root.
    @Test func aReadOnlyDataDirectoryIsReported() throws {
        let readOnly = directory.file("read-only")
        try FileManager.default.createDirectory(at: readOnly, withIntermediateDirectories: true)
        defer { Unwritable.undo(readOnly) }
        let refusal = try Unwritable.make(readOnly)
        #expect(throws: KnowledgeBaseError.cannotWrite(directory: readOnly.path, reason: refusal)) {
            try KnowledgeDatabase.open(at: readOnly.appending(path: "knowledge.sqlite"), content: FixtureContent.content())
        }
    }

    @Test func aDataDirectoryUnderAReadOnlyOneIsReported() throws {
        let readOnly = directory.file("read-only")
        try FileManager.default.createDirectory(at: readOnly, withIntermediateDirectories: true)
        defer { Unwritable.undo(readOnly) }
        let refusal = try Unwritable.make(readOnly)
        let target = readOnly.appending(path: "lifequiz/knowledge.sqlite")
        #expect(throws: KnowledgeBaseError.cannotWrite(
            directory: target.deletingLastPathComponent().path, reason: "\(readOnly.path)/lifequiz: \(refusal)"
        )) {
            try KnowledgeDatabase.open(at: target, content: FixtureContent.content())
        }
    }

    @Test func theErrorForAnUnwritableDirectorySaysHowToFixIt() {
        let message = KnowledgeBaseError.cannotWrite(directory: "/data", reason: "Permission denied").description
        #expect(message.contains("/data"))
        #expect(message.contains("Permission denied"))
        #expect(message.contains("LIFEQUIZ_HOME"))
    }
}
