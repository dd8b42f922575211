/// A script that cannot be read: where, what was wrong, what was expected.
public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
    public let location: SourceLocation
    public let message: String

    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }

    public var description: String { "\(location): \(message)" }
}
