/// Content that cannot make the card it is meant to make. The content is compiled into lifequiz,
/// so this is a bug to report, not something a learner can fix.
public enum CatalogError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A curated scenario that does not parse, or that UIKit refuses or crashes on its own version.
    case brokenScenario(id: String, reason: String)

    public var description: String {
        switch self {
        case .brokenScenario(let id, let reason):
            "the curated scenario '\(id)' makes no card: \(reason). This is a bug in lifequiz's content; please report it."
        }
    }
}
