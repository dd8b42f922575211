/// One row a knowledge-base query returned, its values copied out of SQLite. Read by column name
/// (`try row["id"]`) or position (`try row[0]`), as `String`, `Int`, `Double` or their optionals.
///
/// The read path uses this rather than GRDB's `Row`: in a statically linked binary every first
/// use of one of GRDB's generic types costs a scan of the runtime's conformance tables, and
/// GRDB matches column names case-insensitively on each access. Start-up time is what
/// `lifequiz show` and the first quiz question are measured by (scripts/bench-knowledge).
///
/// A read the row cannot answer throws a `ResultRow.ReadError` rather than making up a value or
/// trapping: a misspelt column name (a bug a test then shows), a NULL where a value is required
/// or a value of another type (a damaged database file, which must not crash the program).
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

    subscript(_ name: String) -> String? { get throws { try Self.optional(value(name), column: name, as: "text", Self.text) } }
    subscript(_ name: String) -> String { get throws { try Self.required(value(name), column: name, as: "text", Self.text) } }
    subscript(_ name: String) -> Int? { get throws { try Self.optional(value(name), column: name, as: "an integer", Self.integer) } }
    subscript(_ name: String) -> Int { get throws { try Self.required(value(name), column: name, as: "an integer", Self.integer) } }
    subscript(_ name: String) -> Double { get throws { try Self.required(value(name), column: name, as: "a number", Self.real) } }
    subscript(_ position: Int) -> String {
        get throws { try Self.required(value(at: position), column: "#\(position)", as: "text", Self.text) }
    }
    subscript(_ position: Int) -> String? {
        get throws { try Self.optional(value(at: position), column: "#\(position)", as: "text", Self.text) }
    }

    private func value(_ name: String) throws -> Value {
        guard let position = columns.positions[name] else { throw ReadError(column: name, problem: .noSuchColumn) }
        return values[position]
    }

    private func value(at position: Int) throws -> Value {
        guard values.indices.contains(position) else { throw ReadError(column: "#\(position)", problem: .noSuchColumn) }
        return values[position]
    }

    /// NULL reads as nil; anything else must convert.
    private static func optional<T>(_ value: Value, column: String, as type: String, _ convert: (Value) -> T?) throws -> T? {
        if case .null = value { return nil }
        guard let converted = convert(value) else { throw ReadError(column: column, problem: .notA(type)) }
        return converted
    }

    private static func required<T>(_ value: Value, column: String, as type: String, _ convert: (Value) -> T?) throws -> T {
        guard let converted = try optional(value, column: column, as: type, convert) else {
            throw ReadError(column: column, problem: .null)
        }
        return converted
    }

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
