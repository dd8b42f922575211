/// The content files could not be read as the format in Content/README.md describes.
public struct ContentError: Error, Sendable, CustomStringConvertible {
    public let problems: [ContentProblem]

    public var description: String {
        "the knowledge content has \(problems.count) problem(s):\n"
            + problems.map { "  \($0)" }.joined(separator: "\n")
    }
}
