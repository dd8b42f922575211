import KnowledgeBase

/// A scenario and the callbacks UIKit makes for it, in order, on one iOS version.
public struct OrderingFields: Hashable, Sendable {
    /// What happens, e.g. "A pushes B onto the navigation stack".
    public var scenario: LocalizedText
    /// The iOS version the sequence holds for; orderings changed between versions.
    public var iOS: Int
    /// The callbacks in the order UIKit calls them, e.g. `B.viewDidLoad()`.
    public var sequence: [String]

    public init(scenario: LocalizedText, iOS: Int, sequence: [String]) {
        self.scenario = scenario
        self.iOS = iOS
        self.sequence = sequence
    }
}
