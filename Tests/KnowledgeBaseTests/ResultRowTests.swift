import GRDB
import Testing
@testable import KnowledgeBase

/// The knowledge base's own row reader, on SQLite's C interface.
struct ResultRowTests {
    private func rows(_ sql: String, _ arguments: [String] = []) throws -> [ResultRow] {
        try DatabaseQueue().read { db in try db.rows(sql, arguments) }
    }

    @Test func valuesReadByNameAndPositionWithBoundArguments() throws {
        let row = try #require(rows("SELECT ? AS name, 42 AS answer, 2.5 AS half, NULL AS missing", ["视图 view"]).first)
        #expect(row["name"] as String == "视图 view")
        #expect(row[0] as String == "视图 view")
        #expect(row["answer"] as Int == 42)
        #expect(row["half"] as Double == 2.5)
        #expect(row["missing"] as String? == nil)
        #expect(row["missing"] as Int? == nil)
    }

    @Test func aNullWhereAValueIsPromisedReadsAsEmptyInsteadOfTrapping() throws {
        let row = try #require(rows("SELECT NULL AS text, NULL AS number").first)
        #expect(row["text"] as String == "")
        #expect(row["number"] as Int == 0)
    }

    @Test func badSQLThrowsSQLitesMessage() {
        #expect {
            try rows("SELECT * FROM no_such_table")
        } throws: { error in
            (error as? DatabaseError)?.message?.contains("no_such_table") == true
        }
    }
}
