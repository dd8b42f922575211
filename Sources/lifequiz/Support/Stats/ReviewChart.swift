import Study

/// A horizontal bar chart of reviews per day in Unicode block characters, one line per day,
/// scaled to eighths of a character cell; the dates are numbers, so it reads the same in every
/// language:
///
///     01-04 │██████▍              13
///     01-05 │▏                     1
struct ReviewChart {
    /// Character cells of the longest bar.
    var width: Int
    /// Whether to colour the bars with ANSI escapes (only for a terminal that wants colour).
    var colored: Bool

    private static let eighths = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    init(width: Int = 30, colored: Bool = false) {
        self.width = width
        self.colored = colored
    }

    func lines(_ days: [DailyReviews]) -> [String] {
        let most = days.map(\.reviews).max() ?? 0
        let digits = String(most).count
        return days.map { day in
            let bar = self.bar(day.reviews, of: most)
            let padding = String(repeating: " ", count: width - bar.count)
            let painted = colored && !bar.isEmpty ? "\u{1B}[32m\(bar)\u{1B}[0m" : bar
            let count = String(repeating: " ", count: digits - String(day.reviews).count) + String(day.reviews)
            return "\(day.date.dropFirst(5)) │\(painted)\(padding) \(count)"
        }
    }

    /// The bar for `value`, where `most` fills the width. A day with any review shows at least
    /// a sliver, so it never looks like a day off.
    func bar(_ value: Int, of most: Int) -> String {
        guard value > 0, most > 0 else { return "" }
        let eighths = max(1, Int((Double(value) * Double(width * 8) / Double(most)).rounded()))
        return String(repeating: "█", count: eighths / 8) + Self.eighths[eighths % 8]
    }
}
