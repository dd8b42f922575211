import Foundation

/// `lifequiz stats` as text: the figures, the weakest methods and topics, the review chart.
public struct StatsReport: Sendable {
    public var colored: Bool

    public init(colored: Bool) { self.colored = colored }

    public static let emptyMessage = """
        No progress yet: nothing has been studied.
        Run `lifequiz study` to learn your first cards; your statistics will show up here.
        """

    public func render(_ stats: ProgressStats) -> String {
        guard !stats.isEmpty else { return Self.emptyMessage }
        var lines: [String] = []
        let overdue = stats.overdue > 0 ? " (\(stats.overdue) overdue)" : ""
        lines.append(row("Due today", "\(stats.dueToday)\(overdue), \(stats.newAvailable) new available"))
        let retention = stats.retention.rate.map {
            "\(percent($0)) of \(stats.retention.reviews) reviews in the last \(stats.retention.days) days"
        } ?? "no reviews of graduated cards in the last \(stats.retention.days) days"
        lines.append(row("Retention", retention))
        let streakNote = stats.reviewedToday || stats.streakDays == 0 ? "" : " (review today to keep it)"
        lines.append(row("Streak", "\(stats.streakDays) day\(stats.streakDays == 1 ? "" : "s")\(streakNote)"))
        lines.append(row("Reviews", "\(stats.totalReviews) in all, \(stats.reviewsToday) today"))
        let c = stats.cards
        lines.append(row("Cards", "\(c.total): \(c.new) new, \(c.learning) learning, \(c.review) review, \(c.relearning) relearning"))
        lines += section("Weakest methods", stats.weakestMethods)
        lines += section("Weakest topics", stats.weakestTopics)
        lines.append("")
        lines.append("Reviews per day, last \(stats.daily.count) days (\(stats.timeZone))")
        lines += ReviewChart(colored: colored).lines(stats.daily).map { "  " + $0 }
        return lines.joined(separator: "\n")
    }

    private func row(_ label: String, _ value: String) -> String {
        label.padding(toLength: 11, withPad: " ", startingAt: 0) + value
    }

    private func section(_ title: String, _ spots: [WeakSpot]) -> [String] {
        guard !spots.isEmpty else { return [] }
        let width = spots.map(\.id.count).max()!
        return ["", title] + spots.map {
            "  " + $0.id.padding(toLength: width, withPad: " ", startingAt: 0)
                + "  \(percent($0.retention)) recalled, \($0.lapses) lapse\($0.lapses == 1 ? "" : "s") in \($0.reviews) reviews"
        }
    }

    private func percent(_ rate: Double) -> String { "\(Int((rate * 100).rounded()))%" }
}
