import Foundation

extension ProgressStats {
    /// The statistics of these cards and reviews at `now`, counting calendar days in
    /// `calendar`'s time zone. With `deck`, the ids of the study deck, the cards beyond it are
    /// counted apart.
    public init(cards: [CardProgress], reviews: [ReviewLogEntry], now: Date, calendar: Calendar,
                options: StatsOptions = StatsOptions(), deck: Set<String>? = nil) {
        let today = calendar.startOfDay(for: now)
        func day(_ offset: Int) -> Date { calendar.date(byAdding: .day, value: offset, to: today)! }
        let tomorrow = day(1)
        let studied = cards.filter { !$0.isNew }

        generatedAt = now.formatted(Date.ISO8601FormatStyle(timeZoneSeparator: .colon, timeZone: calendar.timeZone))
        timeZone = calendar.timeZone.identifier
        self.cards = CardCounts(
            total: cards.count, new: cards.count - studied.count,
            learning: studied.filter { $0.schedule.state == .learning }.count,
            review: studied.filter { $0.schedule.state == .review }.count,
            relearning: studied.filter { $0.schedule.state == .relearning }.count,
            outsideDeck: deck.map { deck in cards.count { !deck.contains($0.card.id) } } ?? 0)
        dueToday = studied.filter { $0.schedule.due < tomorrow }.count
        overdue = studied.filter { $0.schedule.due < today }.count
        newAvailable = cards.count - studied.count
        var firstReview: [String: Date] = [:]
        for review in reviews { firstReview[review.cardID] = Swift.min(firstReview[review.cardID] ?? review.reviewedAt, review.reviewedAt) }
        let startedToday = firstReview.filter { $0.value >= today && $0.value < tomorrow }.keys
        newStartedToday = startedToday.count
        newStartedTodayOutsideDeck = deck.map { deck in startedToday.count { !deck.contains($0) } } ?? 0

        let graduated = reviews.filter { $0.stateBefore == .review }
        let windowStart = day(1 - options.retentionDays)
        let recent = graduated.filter { $0.reviewedAt >= windowStart && $0.reviewedAt <= now }
        let passed = recent.filter { $0.rating.isPass }.count
        retention = Retention(days: options.retentionDays, reviews: recent.count, passed: passed,
                              rate: recent.isEmpty ? nil : Double(passed) / Double(recent.count))

        let reviewDays = Set(reviews.map { calendar.startOfDay(for: $0.reviewedAt) })
        reviewedToday = reviewDays.contains(today)
        var streak = 0
        while reviewDays.contains(day((reviewedToday ? 0 : -1) - streak)) { streak += 1 }
        streakDays = streak
        totalReviews = reviews.count
        reviewsToday = reviews.filter { $0.reviewedAt >= today && $0.reviewedAt < tomorrow }.count

        let byID = Dictionary(uniqueKeysWithValues: cards.map { ($0.card.id, $0.card) })
        weakestMethods = Self.weakest(graduated, options: options) { byID[$0.cardID]?.methodIDs ?? [] }
        weakestTopics = Self.weakest(graduated, options: options) { byID[$0.cardID].map { [$0.topic] } ?? [] }

        daily = (1 - options.chartDays...0).map { offset in
            let start = day(offset), end = day(offset + 1)
            let parts = calendar.dateComponents([.year, .month, .day], from: start)
            return DailyReviews(date: String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!),
                                reviews: reviews.filter { $0.reviewedAt >= start && $0.reviewedAt < end }.count)
        }
    }

    /// Groups reviews of graduated cards by the ids `keys` gives each, and ranks the groups with
    /// enough reviews and at least one lapse by retention, lowest first.
    private static func weakest(_ reviews: [ReviewLogEntry], options: StatsOptions,
                                keys: (ReviewLogEntry) -> [String]) -> [WeakSpot] {
        var tally: [String: (reviews: Int, lapses: Int)] = [:]
        for review in reviews {
            for key in keys(review) {
                tally[key, default: (0, 0)].reviews += 1
                if !review.rating.isPass { tally[key, default: (0, 0)].lapses += 1 }
            }
        }
        return tally
            .filter { $0.value.reviews >= options.minimumReviews && $0.value.lapses > 0 }
            .map { WeakSpot(id: $0.key, reviews: $0.value.reviews, lapses: $0.value.lapses,
                            retention: 1 - Double($0.value.lapses) / Double($0.value.reviews)) }
            .sorted { ($0.retention, -$0.lapses, $0.id) < ($1.retention, -$1.lapses, $1.id) }
            .prefix(options.weakestCount)
            .map { $0 }
    }
}
