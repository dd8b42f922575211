/// A sequence of things that happen to an app, on one iOS version. Parse one with `ScenarioParser`.
public struct Scenario: Hashable, Sendable {
    public struct Step: Hashable, Sendable {
        public let action: ScenarioAction
        /// Where the step starts in the script, for error messages.
        public let location: SourceLocation
        /// The step as written.
        public let text: String

        public init(action: ScenarioAction, location: SourceLocation, text: String) {
            self.action = action
            self.location = location
            self.text = text
        }
    }

    public var version: IOSVersion
    /// Whether the script chose the version with an `ios N` line.
    public var versionIsExplicit: Bool
    public var steps: [Step]

    public init(version: IOSVersion = .newest, versionIsExplicit: Bool = false, steps: [Step]) {
        self.version = version
        self.versionIsExplicit = versionIsExplicit
        self.steps = steps
    }

    /// The steps the script takes among `steps[range]`: not the code it writes inside callbacks,
    /// which runs within them.
    public func stepsTaken(in range: Range<Int>) -> [Step] {
        steps[range.clamped(to: steps.indices)].filter { !$0.action.isCodeInCallback }
    }

    /// The code the script writes inside callbacks (`present S in viewDidAppear of A`).
    public var codeInCallbacks: [Step] { steps.filter(\.action.isCodeInCallback) }
}

public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public let line: Int
    public let column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "line \(line), column \(column)" }
}
