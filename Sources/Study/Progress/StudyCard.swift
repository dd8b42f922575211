/// A card the learner can study, as the quiz describes it to the progress store.
///
/// The store keeps kind, topic and method ids beside the schedule so statistics never need the
/// knowledge database, which may be rebuilt or absent.
public struct StudyCard: Sendable, Equatable {
    /// Stable across content rebuilds, e.g. `fact:view-loading.viewdidload-runs-once` or
    /// `order:scenario.push-and-pop#3`; reviews are filed under it forever.
    public let id: String
    /// The prefix of the id by convention (`fact`, `order`, ...), kept as data for statistics.
    public let kind: String
    public let topic: String
    /// The knowledge base's method ids the card tests, e.g. `UIViewController.viewDidLoad()`.
    public let methodIDs: [String]

    public init(id: String, kind: String, topic: String, methodIDs: [String]) {
        self.id = id
        self.kind = kind
        self.topic = topic
        self.methodIDs = methodIDs
    }
}
