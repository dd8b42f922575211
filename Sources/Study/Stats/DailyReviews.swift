/// Reviews given on one calendar day.
public struct DailyReviews: Sendable, Equatable, Codable {
    /// The local calendar day, YYYY-MM-DD.
    public let date: String
    public let reviews: Int

    public init(date: String, reviews: Int) {
        self.date = date
        self.reviews = reviews
    }
}
