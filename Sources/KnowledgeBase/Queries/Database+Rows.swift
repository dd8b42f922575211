import GRDB
import GRDBSQLite

// Plain row queries with positional text arguments, run on SQLite's C interface inside GRDB's
// connection (see ResultRow for why not through GRDB's generic fetching).
extension Database {
    func rows(_ sql: String, _ arguments: [String] = []) throws -> [ResultRow] {
        let connection = sqliteConnection
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(connection, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw failure(sql: sql)
        }
        defer { sqlite3_finalize(statement) }
        for (index, argument) in arguments.enumerated() {
            // SQLITE_TRANSIENT: SQLite copies the text, which lives only for this call.
            guard sqlite3_bind_text(statement, Int32(index + 1), argument, -1, unsafeBitCast(-1, to: sqlite3_destructor_type.self)) == SQLITE_OK else {
                throw failure(sql: sql)
            }
        }
        let count = sqlite3_column_count(statement)
        let columns = ResultRow.Columns((0..<count).map { String(cString: sqlite3_column_name(statement, $0)) })
        var rows: [ResultRow] = []
        while true {
            switch sqlite3_step(statement) {
            case SQLITE_ROW:
                rows.append(ResultRow(columns: columns, values: (0..<count).map { Self.value(statement, $0) }))
            case SQLITE_DONE:
                return rows
            default:
                throw failure(sql: sql)
            }
        }
    }

    private static func value(_ statement: OpaquePointer, _ column: Int32) -> ResultRow.Value {
        switch sqlite3_column_type(statement, column) {
        case SQLITE_INTEGER: .integer(sqlite3_column_int64(statement, column))
        case SQLITE_FLOAT: .real(sqlite3_column_double(statement, column))
        case SQLITE_NULL: .null
        default: .text(sqlite3_column_text(statement, column).map { String(cString: $0) } ?? "")
        }
    }

    private func failure(sql: String) -> DatabaseError {
        let connection = sqliteConnection
        return DatabaseError(resultCode: ResultCode(rawValue: sqlite3_extended_errcode(connection)),
                             message: sqlite3_errmsg(connection).map { String(cString: $0) }, sql: sql)
    }

    /// `?, ?, ?` for an `IN (...)` list of `count` values (`IN ()` is valid SQLite and matches nothing).
    static func placeholders(_ count: Int) -> String {
        Array(repeating: "?", count: count).joined(separator: ", ")
    }
}
