import DataFiles
import Foundation
import GRDB
import TestSupport
import Testing
@testable import KnowledgeBase

/// What stands at the knowledge database's path: edited or damaged files of lifequiz's are rebuilt
/// (they hold nothing of the user's); links that lead nowhere, and FIFOs are refused at once,
/// the links kept as they were.
struct KnowledgeFileSafetyTests {
    let directory: TemporaryDirectory
    var databaseFile: URL { directory.file("knowledge.sqlite") }

    init() throws {
        directory = try TemporaryDirectory()
    }

    private func open(at url: URL? = nil, _ content: KnowledgeContent = FixtureContent.content()) throws -> KnowledgeDatabase {
        try KnowledgeDatabase.open(at: url ?? databaseFile, content: content)
    }

    private func factCount(_ knowledge: KnowledgeDatabase) throws -> Int {
        try knowledge.facts().count
    }

    @Test func deletedFactsAreNoticedAndTheDatabaseRebuilt() throws {
        let facts = try factCount(open())
        try #require(facts > 0)
        let editor = try DatabaseQueue(path: databaseFile.path)
        try editor.write { db in try db.execute(sql: "DELETE FROM fact_methods; DELETE FROM facts") }
        try editor.close()

        #expect(try factCount(open()) == facts)
    }

    @Test func aDamagedDatabaseBuiltByLifequizIsRebuilt() throws {
        let facts = try factCount(open())
        var damaged = try Data(contentsOf: databaseFile)
        // Keep the 100-byte header, so it is still known as lifequiz's, and scramble the rest.
        for index in 100..<damaged.count { damaged[index] = UInt8(truncatingIfNeeded: index &* 7) }
        try damaged.write(to: databaseFile)

        #expect(try factCount(open()) == facts)
        #expect(try directory.contents() == ["knowledge.sqlite"])
    }

    @Test func oneFlippedByteIsNoticed() throws {
        _ = try open()
        var bytes = try Data(contentsOf: databaseFile)
        let checksum = KnowledgeFileChecksum.checksum(of: bytes)
        bytes[bytes.count / 2] ^= 0x01
        #expect(KnowledgeFileChecksum.checksum(of: bytes) != checksum)
    }

    @Test func aDanglingSymbolicLinkIsRefusedNamingItAndKept() throws {
        try FileManager.default.createSymbolicLink(atPath: databaseFile.path, withDestinationPath: directory.file("gone.sqlite").path)
        #expect {
            try open()
        } throws: { error in
            guard case .notAKnowledgeDatabase(let path, let reason) = error as? KnowledgeBaseError else { return false }
            return path == databaseFile.path && reason.key == "dangling-link"
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: databaseFile.path) == directory.file("gone.sqlite").path)
        #expect(try directory.contents() == ["knowledge.sqlite"])
    }

    @Test func aSymbolicLinkLoopIsRefusedNamingItAndKept() throws {
        try FileManager.default.createSymbolicLink(atPath: databaseFile.path, withDestinationPath: databaseFile.path)
        #expect(throws: KnowledgeBaseError.notAKnowledgeDatabase(path: databaseFile.path, reason: .linkLoops)) {
            try open()
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: databaseFile.path) == databaseFile.path)
    }

    @Test func aSymbolicLinkToTheDatabaseIsFollowedAndARebuildKeepsTheLink() throws {
        let real = directory.file("real.sqlite")
        _ = try open(at: real)
        try FileManager.default.createSymbolicLink(atPath: databaseFile.path, withDestinationPath: real.path)

        let rebuilt = try open(FixtureContent.content(fingerprint: "fixture-2"))

        #expect(rebuilt.fingerprint == "fixture-2")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: databaseFile.path) == real.path)
        #expect(try open(at: real, FixtureContent.content(fingerprint: "fixture-2")).fingerprint == "fixture-2")
    }

    @Test(.timeLimit(.minutes(1)))
    func aFIFOIsRefusedAtOnce() throws {
        try #require(mkfifo(databaseFile.path, 0o644) == 0)
        #expect(throws: KnowledgeBaseError.notAKnowledgeDatabase(path: databaseFile.path, reason: FileProblem("not-regular", ["kind": "fifo"]))) {
            try open()
        }
    }
}
