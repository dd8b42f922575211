import GRDB
import TestSupport
import Testing
@testable import KnowledgeBase

/// The knowledge base's own row reader, on SQLite's C interface.
struct ResultRowTests {
    private func rows(_ sql: String, _ arguments: [String] = []) throws -> [ResultRow] {
        try DatabaseQueue().read { db in try db.rows(sql, arguments) }
    }

    @Test func valuesReadByNameAndPositionWithBoundArguments() throws {
        let row = try #require(rows("SELECT ? AS name, 42 AS answer, 2.5 AS half, NULL AS missing", ["视图 view"]).first)
        #expect(try row["name"] as String == "视图 view")
        #expect(try row[0] as String == "视图 view")
        #expect(try row["answer"] as Int == 42)
        #expect(try row["half"] as Double == 2.5)
        #expect(try row["missing"] as String? == nil)
        #expect(try row["missing"] as Int? == nil)
    }

    @Test func aNullWhereAValueIsRequiredIsAnError() throws {
        let row = try #require(rows("SELECT NULL AS text, NULL AS number").first)
        #expect(throws: ResultRow.ReadError(column: "text", problem: .null)) { try row["text"] as String }
        #expect(throws: ResultRow.ReadError(column: "number", problem: .null)) { try row["number"] as Int }
        #expect(throws: ResultRow.ReadError(column: "number", problem: .null)) { try row["number"] as Double }
    }

    @Test func aMisspeltColumnNameIsAnErrorNotATrap() throws {
        let row = try #require(rows("SELECT 1 AS id").first)
        #expect(throws: ResultRow.ReadError(column: "idd", problem: .noSuchColumn)) { try row["idd"] as String }
        #expect(throws: ResultRow.ReadError(column: "idd", problem: .noSuchColumn)) { try row["idd"] as Int? }
        #expect(throws: ResultRow.ReadError(column: "#1", problem: .noSuchColumn)) { try row[1] as String }
    }

    @Test func aValueOfAnotherTypeIsAnError() throws {
        let row = try #require(rows("SELECT 'twelve' AS level").first)
        #expect(throws: ResultRow.ReadError(column: "level", problem: .notA("an integer"))) { try row["level"] as Int }
        #expect(throws: ResultRow.ReadError(column: "level", problem: .notA("an integer"))) { try row["level"] as Int? }
    }

    /// A damaged database (here a NULL where the schema promised text) reports a failed query that
    /// names the file and the column, instead of showing an empty title.
    @Test func aNullWrittenIntoTheKnowledgeDatabaseIsRebuiltAway() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }  // keeps the folder alive while only `file` is used
        let file = directory.file("knowledge.sqlite")
        _ = try directory.fixtureDatabase()
        var configuration = Configuration()
        configuration.foreignKeysEnabled = false
        let queue = try DatabaseQueue(path: file.path, configuration: configuration)
        try queue.writeWithoutTransaction { db in
            // The same table without its NOT NULL constraints, as a damaged or hand-edited file may be.
            try db.execute(sql: """
                PRAGMA legacy_alter_table = ON;
                ALTER TABLE sources RENAME TO sources_old;
                CREATE TABLE sources AS SELECT * FROM sources_old;
                UPDATE sources SET title_en = NULL;
                """)
        }
        try queue.close()
        // The file's checksum no longer matches, so lifequiz rebuilds it (it holds nothing of the
        // user's) instead of reading the NULL; ResultRow's own NULL error is tested above.
        let knowledge = try KnowledgeDatabase.open(at: file, content: FixtureContent.content())
        #expect(try knowledge.sources().allSatisfy { !$0.title.en.isEmpty })
    }

    @Test func badSQLThrowsSQLitesMessage() {
        #expect {
            try rows("SELECT * FROM no_such_table")
        } throws: { error in
            (error as? DatabaseError)?.message?.contains("no_such_table") == true
        }
    }
}
