import Foundation
import Study

/// `lifequiz stats` as text, in the learner's language: the figures, the weakest methods and
/// topics, the review chart.
struct StatsView {
    let stats: ProgressStats
    let console: Console
    var colored = false

    var text: String {
        guard !stats.isEmpty else {
            return console.text("还没有进度：什么都还没学。\n运行 `lifequiz learn` 或 `lifequiz study` 学第一批卡片，统计会显示在这里。",
                                "No progress yet: nothing has been studied.\nRun `lifequiz learn` or `lifequiz study` to learn your first cards; your statistics will show up here.")
        }
        var lines: [String] = []
        let s = stats
        let overdue = s.overdue > 0 ? console.text("（逾期 \(s.overdue)）", " (\(s.overdue) overdue)") : ""
        lines.append(row(console.text("今天到期", "Due today"),
                         console.text("\(s.dueToday)\(overdue)，可学新卡 \(s.newAvailable)", "\(s.dueToday)\(overdue), \(s.newAvailable) new available")))
        let retention = s.retention.rate.map {
            console.text("最近 \(s.retention.days) 天 \(s.retention.reviews) 次复习中记住 \(percent($0))",
                         "\(percent($0)) of \(s.retention.reviews) reviews in the last \(s.retention.days) days")
        } ?? console.text("最近 \(s.retention.days) 天没有已毕业卡片的复习", "no reviews of graduated cards in the last \(s.retention.days) days")
        lines.append(row(console.text("记忆率", "Retention"), retention))
        let streakNote = s.reviewedToday || s.streakDays == 0 ? "" : console.text("（今天复习就能保持）", " (review today to keep it)")
        lines.append(row(console.text("连续", "Streak"),
                         console.text("\(s.streakDays) 天\(streakNote)", "\(s.streakDays) day\(s.streakDays == 1 ? "" : "s")\(streakNote)")))
        lines.append(row(console.text("复习", "Reviews"), console.text("共 \(s.totalReviews) 次，今天 \(s.reviewsToday) 次",
                                                                     "\(s.totalReviews) in all, \(s.reviewsToday) today")))
        let c = s.cards
        lines.append(row(console.text("卡片", "Cards"),
                         console.text("\(c.total)：新 \(c.new)，学习中 \(c.learning)，复习 \(c.review)，重学 \(c.relearning)",
                                      "\(c.total): \(c.new) new, \(c.learning) learning, \(c.review) review, \(c.relearning) relearning")))
        lines += section(console.text("最弱的方法", "Weakest methods"), s.weakestMethods)
        lines += section(console.text("最弱的主题", "Weakest topics"), s.weakestTopics)
        lines.append("")
        lines.append(console.text("每日复习次数，最近 \(s.daily.count) 天（\(s.timeZone)）",
                                  "Reviews per day, last \(s.daily.count) days (\(s.timeZone))"))
        lines += ReviewChart(colored: colored).lines(s.daily).map { "  " + $0 }
        return lines.joined(separator: "\n")
    }

    /// Labels padded to one column by display width, so Chinese labels line up too.
    private func row(_ label: String, _ value: String) -> String {
        let width = console.text("今天到期", "Due today").displayWidth + 2
        return label + String(repeating: " ", count: max(1, width - label.displayWidth)) + value
    }

    private func section(_ title: String, _ spots: [WeakSpot]) -> [String] {
        guard !spots.isEmpty else { return [] }
        let width = spots.map(\.id.displayWidth).max()!
        return ["", title] + spots.map {
            "  " + $0.id + String(repeating: " ", count: width - $0.id.displayWidth) + "  "
                + console.text("记住 \(percent($0.retention))，\($0.reviews) 次复习中忘了 \($0.lapses) 次",
                               "\(percent($0.retention)) recalled, \($0.lapses) lapse\($0.lapses == 1 ? "" : "s") in \($0.reviews) reviews")
        }
    }

    private func percent(_ rate: Double) -> String { "\(Int((rate * 100).rounded()))%" }
}

extension String {
    /// Terminal columns: wide (CJK) characters take two.
    var displayWidth: Int { reduce(0) { $0 + StyledText.columns($1) } }
}
