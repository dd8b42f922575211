/// An action UIKit refuses (pop at the root, dismiss with nothing presented...), with the step
/// that asked for it and why: a stable reason with its particulars, worded by the interface
/// (`refusal.<reason>` in Interface/<language>.yaml).
public struct SimulationError: Error, Hashable, Sendable, CustomStringConvertible {
    public let location: SourceLocation
    /// The refused step's position in the scenario, from 1.
    public let stepNumber: Int
    public let step: String
    /// Why, in kebab case: `pop-at-root`.
    public let reason: String
    /// The reason's particulars by name: `["root": "A", "navigation": "Nav"]`.
    public let details: [String: String]

    public var description: String { "\(location): '\(step)': \(reason)\(ProblemDetails.text(details))" }
}
