/// The windows and thresholds of the statistics.
public struct StatsOptions: Sendable, Equatable {
    /// Retention is measured over this many calendar days, today included.
    public var retentionDays: Int
    /// The review chart covers this many calendar days, today included.
    public var chartDays: Int
    /// A method or topic needs this many reviews of graduated cards to be ranked: fewer say
    /// little about how well it is known.
    public var minimumReviews: Int
    /// How many weakest methods and topics to list.
    public var weakestCount: Int

    public init(retentionDays: Int = 30, chartDays: Int = 14, minimumReviews: Int = 5, weakestCount: Int = 5) {
        self.retentionDays = retentionDays
        self.chartDays = chartDays
        self.minimumReviews = minimumReviews
        self.weakestCount = weakestCount
    }
}
