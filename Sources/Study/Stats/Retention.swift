/// How often graduated cards were recalled: the share of reviews of cards in the review state
/// not rated Again. Reviews during learning and relearning steps are left out: they test minutes-old
/// memories and would flatter the figure.
public struct Retention: Sendable, Equatable, Codable {
    /// Calendar days the figure covers, today included.
    public let days: Int
    public let reviews: Int
    public let passed: Int
    /// passed / reviews; nil without reviews.
    public let rate: Double?

    enum CodingKeys: String, CodingKey {
        case days = "window_days", reviews, passed, rate
    }
}
