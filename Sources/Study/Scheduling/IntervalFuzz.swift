/// py-fsrs's interval fuzz: a review interval of d days becomes a random whole number of days
/// near d, the spread growing with d (15% of the part between 2.5 and 7 days, 10% up to 20 days,
/// 5% beyond), so cards learned together do not stay due together forever.
struct IntervalFuzz: Sendable {
    let maximumInterval: Int

    private static let ranges: [(start: Double, end: Double, factor: Double)] = [
        (2.5, 7.0, 0.15), (7.0, 20.0, 0.1), (20.0, .infinity, 0.05),
    ]

    func fuzzed(_ days: Int, using generator: inout some RandomNumberGenerator) -> Int {
        guard Double(days) >= 2.5 else { return days }
        let (low, high) = bounds(days)
        let draw = Double.random(in: 0..<1, using: &generator) * Double(high - low + 1) + Double(low)
        // Like py-fsrs, the draw is rounded, so it can land one day above `high`; only the
        // maximum interval caps it.
        return min(Int(draw.rounded(.toNearestOrEven)), maximumInterval)
    }

    func bounds(_ days: Int) -> (low: Int, high: Int) {
        let delta = Self.ranges.reduce(1.0) { sum, range in
            sum + range.factor * max(min(Double(days), range.end) - range.start, 0.0)
        }
        var low = max(2, Int((Double(days) - delta).rounded(.toNearestOrEven)))
        let high = min(Int((Double(days) + delta).rounded(.toNearestOrEven)), maximumInterval)
        low = min(low, high)
        return (low, high)
    }
}
