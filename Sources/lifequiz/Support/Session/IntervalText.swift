import Foundation

/// A wait as Anki writes it over its rating buttons: 1m, 10m, 5h, 3d, 1.5mo, 2.1y.
struct IntervalText {
    let seconds: TimeInterval
    let console: Console

    var text: String {
        let minutes = max(1, Int((seconds / 60).rounded()))
        if minutes < 60 { return console.text("\(minutes)分钟", "\(minutes)m") }
        let hours = Int((seconds / 3600).rounded())
        if hours < 24 { return console.text("\(hours)小时", "\(hours)h") }
        let days = Int((seconds / 86_400).rounded())
        if days < 30 { return console.text("\(days)天", "\(days)d") }
        if days < 365 {
            let months = String(format: "%.1f", Double(days) / 30)
            return console.text("\(months)个月", "\(months)mo")
        }
        let years = String(format: "%.1f", Double(days) / 365)
        return console.text("\(years)年", "\(years)y")
    }
}
