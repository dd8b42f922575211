/// A method or topic the learner keeps forgetting.
public struct WeakSpot: Sendable, Equatable, Codable {
    /// A method id (`UIViewController.viewDidLoad()`) or a topic (`view-loading`).
    public let id: String
    /// Reviews of its graduated cards.
    public let reviews: Int
    /// Of those, rated Again.
    public let lapses: Int
    /// 1 - lapses / reviews.
    public let retention: Double
}
