/// A script that cannot be read: where, and what was wrong, as a stable reason with its
/// particulars. The words for people belong to the interface (`scenario.<reason>` in
/// Interface/<language>.yaml), so the engine holds no sentence in any language.
public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
    public let location: SourceLocation
    /// What was wrong, in kebab case: `unknown-step`.
    public let reason: String
    /// The reason's particulars by name: `["step": "bogus", "steps": "ios, launch, ..."]`.
    public let details: [String: String]

    public init(_ reason: String, _ details: [String: String] = [:], at location: SourceLocation) {
        self.reason = reason
        self.details = details
        self.location = location
    }

    public var description: String { "\(location): \(reason)\(ProblemDetails.text(details))" }
}

/// Particulars as `key=value` pairs in key order, for descriptions read by developers.
enum ProblemDetails {
    static func text(_ details: [String: String]) -> String {
        details.isEmpty ? "" : " (" + details.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ") + ")"
    }
}
