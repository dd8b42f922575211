/// One row a knowledge-base query returned, its values copied out of SQLite. Read by column name
/// (`row["id"]`) or position (`row[0]`), as `String`, `Int`, `Double` or their optionals.
///
/// The read path uses this rather than GRDB's `Row`: in a statically linked binary every first
/// use of one of GRDB's generic types costs a scan of the runtime's conformance tables, and
/// GRDB matches column names case-insensitively on each access. Start-up time is what
/// `lifequiz show` and the first quiz question are measured by (scripts/bench-knowledge).
struct ResultRow {
    enum Value {
        case null
        case integer(Int64)
        case real(Double)
        case text(String)
    }

    /// Column names to positions, shared by every row of a result.
    final class Columns: @unchecked Sendable {
        let positions: [String: Int]
        init(_ names: [String]) {
            positions = Dictionary(names.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
        }
    }

    let columns: Columns
    let values: [Value]

    private func value(_ name: String) -> Value {
        guard let position = columns.positions[name] else { preconditionFailure("no column \(name) in this result") }
        return values[position]
    }

    // A NULL where the schema promises a value reads as empty text or zero rather than trapping:
    // a damaged database file must not crash the program.
    subscript(_ name: String) -> String? { Self.text(value(name)) }
    subscript(_ name: String) -> String { Self.text(value(name)) ?? "" }
    subscript(_ name: String) -> Int? { Self.integer(value(name)) }
    subscript(_ name: String) -> Int { Self.integer(value(name)) ?? 0 }
    subscript(_ name: String) -> Double { Self.real(value(name)) ?? 0 }
    subscript(_ position: Int) -> String { Self.text(values[position]) ?? "" }

    private static func text(_ value: Value) -> String? {
        switch value {
        case .text(let text): text
        case .integer(let number): String(number)
        case .real(let number): String(number)
        case .null: nil
        }
    }

    private static func integer(_ value: Value) -> Int? {
        switch value {
        case .integer(let number): Int(truncatingIfNeeded: number)
        case .real(let number): Int(exactly: number.rounded(.towardZero))
        case .text(let text): Int(text)
        case .null: nil
        }
    }

    private static func real(_ value: Value) -> Double? {
        switch value {
        case .real(let number): number
        case .integer(let number): Double(number)
        case .text(let text): Double(text)
        case .null: nil
        }
    }
}
