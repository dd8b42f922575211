import Foundation
import Study

/// What is due after a session, in a line or two.
struct ForecastText {
    let forecast: DueForecast
    let console: Console

    var lines: [StyledText] {
        var lines: [StyledText] = []
        let f = forecast
        var parts = [console.localized("forecast.due-now", ["count": "\(f.dueNow)"]),
                     console.localized("forecast.due-tomorrow", ["count": "\(f.dueTomorrow)"]),
                     console.localized("forecast.new", ["count": "\(f.new)"])]
        if let wait = f.nextDueIn, f.dueNow == 0 {
            parts.append(console.localized("forecast.next-in", ["wait": IntervalText(seconds: wait, console: console).text]))
        }
        lines.append(StyledText(console.localized("forecast.next", ["parts": parts.joined(separator: console.localized("forecast.separator"))]), .dim))
        return lines
    }
}
