extension ResultRow {
    /// A column the row cannot give as asked: reported by `KnowledgeDatabase.read` as a failed query.
    struct ReadError: Error, Equatable, CustomStringConvertible {
        enum Problem: Equatable {
            /// The query selected no column by that name (or position).
            case noSuchColumn
            /// The column is NULL where a value is required.
            case null
            /// The column holds a value that is not of the type asked for.
            case notA(String)
        }

        let column: String
        let problem: Problem

        var description: String {
            switch problem {
            case .noSuchColumn: "the result has no column \(column)"
            case .null: "column \(column) is NULL where a value is required"
            case .notA(let type): "column \(column) does not hold \(type)"
            }
        }
    }
}
