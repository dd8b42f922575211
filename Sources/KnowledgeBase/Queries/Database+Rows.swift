import GRDB

// Plain row queries with positional arguments. The read path avoids GRDB's generic record and
// SQL-interpolation APIs on purpose: in a statically linked binary each first use of a generic
// type or protocol conformance costs a runtime conformance scan (~0.1 ms each), and start-up
// time is what `lifequiz show` is measured by (scripts/bench-knowledge).
extension Database {
    /// Every argument the knowledge base binds is text; boxing each one statically avoids the
    /// runtime cast an implicit `[String]` to `[DatabaseValueConvertible?]` conversion makes.
    func rows(_ sql: String, _ arguments: [String] = []) throws -> [Row] {
        try Row.fetchAll(self, sql: sql, arguments: StatementArguments(arguments.map { $0 as (any DatabaseValueConvertible)? }))
    }

    /// `?, ?, ?` for an `IN (...)` list of `count` values (`IN ()` is valid SQLite and matches nothing).
    static func placeholders(_ count: Int) -> String {
        Array(repeating: "?", count: count).joined(separator: ", ")
    }
}
