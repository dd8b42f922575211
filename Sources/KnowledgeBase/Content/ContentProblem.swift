/// Something wrong with the content, located by file and entry id so an author can fix it.
public struct ContentProblem: Sendable, Hashable, CustomStringConvertible {
    /// The content file, relative to the package: `Content/topics/appearance.yaml`.
    public let file: String
    /// The entry it concerns, when there is one.
    public let id: String?
    public let message: String

    public init(file: String, id: String?, message: String) {
        self.file = file
        self.id = id
        self.message = message
    }

    public var description: String {
        let entry = id.map { $0.isEmpty ? " (entry without id)" : " \($0)" } ?? ""
        return "\(file)\(entry): \(message)"
    }
}
