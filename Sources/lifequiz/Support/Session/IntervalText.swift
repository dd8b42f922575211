import Foundation

/// A wait as Anki writes it over its rating buttons: 1m, 10m, 5h, 3d, 1.5mo, 2.1y.
struct IntervalText {
    let seconds: TimeInterval
    let console: Console

    var text: String {
        let minutes = max(1, Int((seconds / 60).rounded()))
        if minutes < 60 { return console.localized("interval.minutes", ["count": "\(minutes)"]) }
        let hours = Int((seconds / 3600).rounded())
        if hours < 24 { return console.localized("interval.hours", ["count": "\(hours)"]) }
        let days = Int((seconds / 86_400).rounded())
        if days < 30 { return console.localized("interval.days", ["count": "\(days)"]) }
        if days < 365 {
            let months = String(format: "%.1f", Double(days) / 30)
            return console.localized("interval.months", ["count": months])
        }
        let years = String(format: "%.1f", Double(days) / 365)
        return console.localized("interval.years", ["count": years])
    }
}
