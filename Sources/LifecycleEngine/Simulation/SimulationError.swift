/// An action UIKit refuses (pop at the root, dismiss with nothing presented...), with the step
/// that asked for it and why.
public struct SimulationError: Error, Hashable, Sendable, CustomStringConvertible {
    public let location: SourceLocation
    /// The refused step's position in the scenario, from 1.
    public let stepNumber: Int
    public let step: String
    public let message: String

    public var description: String { "\(location): '\(step)': \(message)" }
}
