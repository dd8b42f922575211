import GRDB
import GRDBSQLite

/// An INSERT prepared once and run for every row, its values bound through SQLite's C
/// interface. GRDB's `StatementArguments` box each value in an existential and cast it back,
/// which cost more than SQLite's own work in an export of ten thousand notes.
struct PreparedInsert {
    private let statement: Statement
    private let connection: OpaquePointer

    init(_ db: Database, sql: String) throws {
        statement = try db.makeStatement(sql: sql)
        connection = db.sqliteConnection!
    }

    enum Value {
        case integer(Int64)
        case text(String)
        /// Text already encoded as UTF-8, bound without making a `String` of it.
        case utf8([UInt8])
    }

    /// Binds `values` to the statement's parameters in order and runs it.
    func run(_ values: Value...) throws {
        let handle = statement.sqliteStatement
        sqlite3_reset(handle)
        for (index, value) in values.enumerated() {
            let position = Int32(index + 1)
            let code: Int32 =
                switch value {
                case .integer(let number): sqlite3_bind_int64(handle, position, number)
                case .text(let text): sqlite3_bind_text(handle, position, text, -1, Self.transient)
                case .utf8(let bytes):
                    bytes.withUnsafeBytes { raw in
                        guard let base = raw.baseAddress, !raw.isEmpty else { return sqlite3_bind_text(handle, position, "", 0, Self.transient) }
                        return sqlite3_bind_text(handle, position, base.assumingMemoryBound(to: CChar.self), Int32(raw.count), Self.transient)
                    }
                }
            guard code == SQLITE_OK else { throw error(code) }
        }
        let code = sqlite3_step(handle)
        guard code == SQLITE_DONE else { throw error(code) }
    }

    /// SQLITE_TRANSIENT: SQLite copies the text, which lives only for this call.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    private func error(_ code: Int32) -> DatabaseError {
        DatabaseError(resultCode: ResultCode(rawValue: code), message: sqlite3_errmsg(connection).map { String(cString: $0) },
                      sql: statement.sql)
    }
}
