import Foundation
import Study

/// `lifequiz stats` as text, in the learner's language: the figures, the weakest methods and
/// topics, the review chart.
struct StatsView {
    let stats: ProgressStats
    let console: Console
    var colored = false
    /// The terminal's columns, to which a long row wraps under its value; nil when not a terminal.
    var width: Int?

    var text: String {
        let texts = console.texts
        guard !stats.isEmpty else { return texts.text("stats.empty") }
        var lines: [String] = []
        let s = stats
        let overdue = s.overdue > 0 ? texts.text("stats.overdue", ["count": "\(s.overdue)"]) : ""
        // The day's new-card limit counts only the deck's: say how many of today's were a quiz's.
        let outside = s.newStartedTodayOutsideDeck > 0 ? texts.text("stats.due-today.outside-deck", ["count": "\(s.newStartedTodayOutsideDeck)"]) : ""
        lines.append(row("stats.due-today", texts.text("stats.due-today.value", [
            "due": "\(s.dueToday)", "overdue": overdue, "new": "\(s.newAvailable)", "started": "\(s.newStartedToday)", "outside": outside,
        ])))
        let retention = s.retention.rate.map {
            texts.text("stats.retention.value", ["percent": percent($0), "reviews": "\(s.retention.reviews)", "days": "\(s.retention.days)"])
        } ?? texts.text("stats.retention.none", ["days": "\(s.retention.days)"])
        lines.append(row("stats.retention", retention))
        let streakNote = s.reviewedToday || s.streakDays == 0 ? "" : texts.text("stats.streak.keep")
        lines.append(row("stats.streak", texts.counted("stats.streak.value", s.streakDays, ["note": streakNote])))
        lines.append(row("stats.reviews", texts.text("stats.reviews.value", ["total": "\(s.totalReviews)", "today": "\(s.reviewsToday)"])))
        let c = s.cards
        lines.append(row("stats.cards", texts.text("stats.cards.value", [
            "total": "\(c.total)", "new": "\(c.new)", "learning": "\(c.learning)", "review": "\(c.review)", "relearning": "\(c.relearning)",
        ])))
        // The total is more than the deck's once a quiz adds a card of its own: say why.
        if c.outsideDeck > 0 { lines.append(row(nil, texts.counted("stats.cards.outside-deck", c.outsideDeck))) }
        if s.weakestMethods.isEmpty && s.weakestTopics.isEmpty {
            // The help promises weakest methods: say when they come rather than leave them out.
            lines += ["", texts.text("stats.weakest-later")]
        }
        lines += section(texts.text("stats.weakest-methods"), s.weakestMethods)
        lines += section(texts.text("stats.weakest-topics"), s.weakestTopics)
        lines.append("")
        lines.append(texts.text("stats.chart.heading", ["days": "\(s.daily.count)", "zone": s.timeZone]))
        lines += ReviewChart(colored: colored).lines(s.daily).map { "  " + $0 }
        return lines.joined(separator: "\n")
    }

    private static let rowLabels = ["stats.due-today", "stats.retention", "stats.streak", "stats.reviews", "stats.cards"]

    /// Labels padded to one column by display width, so Chinese labels line up too; no label
    /// continues the row above. A value too long for the terminal goes on under itself.
    private func row(_ labelKey: String?, _ value: String) -> String {
        let column = Self.rowLabels.map { console.localized($0).displayWidth }.max()! + 2
        let label = labelKey.map { console.localized($0) } ?? ""
        let lines = width.map { StyledText(value).wrapped(to: max(20, $0 - column)).map { $0.rendered(colour: false) } } ?? [value]
        return label + String(repeating: " ", count: max(1, column - label.displayWidth))
            + lines.joined(separator: "\n" + String(repeating: " ", count: column))
    }

    private func section(_ title: String, _ spots: [WeakSpot]) -> [String] {
        guard !spots.isEmpty else { return [] }
        let width = spots.map(\.id.displayWidth).max()!
        return ["", title] + spots.map {
            "  " + $0.id + String(repeating: " ", count: width - $0.id.displayWidth) + "  "
                + console.texts.counted("stats.weak-spot", $0.lapses, ["percent": percent($0.retention), "reviews": "\($0.reviews)"])
        }
    }

    private func percent(_ rate: Double) -> String { "\(Int((rate * 100).rounded()))%" }
}

extension String {
    /// Terminal columns: wide (CJK) characters take two.
    var displayWidth: Int { reduce(0) { $0 + StyledText.columns($1) } }
}
