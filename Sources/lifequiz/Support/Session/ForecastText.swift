import Foundation
import Study

/// What is due after a session, in a line or two.
struct ForecastText {
    let forecast: DueForecast
    let console: Console
    var now = Date()

    var lines: [StyledText] {
        var lines: [StyledText] = []
        let f = forecast
        var parts = [console.text("现在到期 \(f.dueNow) 张", "\(f.dueNow) due now"),
                     console.text("明天到期 \(f.dueTomorrow) 张", "\(f.dueTomorrow) due by tomorrow"),
                     console.text("新卡 \(f.new) 张", "\(f.new) new")]
        if let next = f.nextDue, f.dueNow == 0 {
            parts.append(console.text("下一张在 \(IntervalText(seconds: next.timeIntervalSince(now), console: console).text) 后",
                                      "the next in \(IntervalText(seconds: next.timeIntervalSince(now), console: console).text)"))
        }
        lines.append(StyledText(console.text("接下来：", "Next: ") + parts.joined(separator: console.text("，", ", ")), .dim))
        return lines
    }
}
