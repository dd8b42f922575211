import KnowledgeBase
import Quiz

/// A scenario and the callbacks UIKit makes for it, in order, on one iOS version.
public struct OrderingFields: Hashable, Sendable {
    /// What happens, e.g. "A pushes B onto the navigation stack".
    public var scenario: LocalizedText
    /// The iOS version the sequence holds for; orderings changed between versions.
    public var iOS: Int
    /// The callbacks step by step, e.g. `B viewDidLoad()` under `push B`, and the objects' classes.
    public var steps: OrderingSteps

    public init(scenario: LocalizedText, iOS: Int, steps: OrderingSteps) {
        self.scenario = scenario
        self.iOS = iOS
        self.steps = steps
    }

    /// One unnamed step: a sequence read from a file that gives no steps.
    public init(scenario: LocalizedText, iOS: Int, sequence: [String]) {
        self.init(scenario: scenario, iOS: iOS, steps: OrderingSteps(phases: [.init(step: "", number: 0, callbacks: sequence)], classes: []))
    }

    /// The callbacks in the order UIKit calls them.
    public var sequence: [String] { steps.sequence }
}
