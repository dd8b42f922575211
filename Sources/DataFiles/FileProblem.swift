/// Why a data file is refused, as a stable key with its particulars: the interface words it
/// (`file-problem.<key>` in Interface/<language>.yaml), so a refusal reads in the reader's language.
public struct FileProblem: Hashable, Sendable, CustomStringConvertible {
    /// `empty`, `not-sqlite`, `directory`, `link-loops`, `dangling-link`, `not-regular`, ….
    public let key: String
    /// The particulars by name: `["target": "/gone"]`, `["kind": "fifo"]`, `["system": "Permission denied"]`.
    public let details: [String: String]

    public init(_ key: String, _ details: [String: String] = [:]) {
        self.key = key
        self.details = details
    }

    public var description: String {
        key + (details.isEmpty ? "" : " (" + details.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ") + ")")
    }

    public static let empty = FileProblem("empty")
    public static let notSQLite = FileProblem("not-sqlite")
    public static let directory = FileProblem("directory")
    public static let linkLoops = FileProblem("link-loops")
}
