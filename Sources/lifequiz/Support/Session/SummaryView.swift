import Quiz
import Study

/// The end of a session: score, ratings, the weakest callbacks, what is due next.
struct SummaryView {
    let summary: SessionSummary
    let console: Console

    var sections: [TextSection] {
        var lines: [StyledText] = []
        switch summary.ending {
        case .interrupted:
            lines.append(StyledText(console.text("已中断。回答过的都已保存。", "Interrupted. Everything answered is saved."), .dim))
        case .quit, .endOfInput:
            lines.append(StyledText(console.text("提前结束。回答过的都已保存。", "Ended early. Everything answered is saved."), .dim))
        case .finished:
            break
        }
        if let average = summary.averagePercent {
            lines.append(StyledText(console.text("答对 \(summary.correct)/\(summary.graded)，平均 \(average)%",
                                                 "\(summary.correct)/\(summary.graded) correct, average \(average)%")))
        }
        if summary.rated > 0 {
            let counts = Rating.allCases.compactMap { rating in
                summary.ratings[rating].map { "\($0) \(RatingName(rating: rating, console: console).text)" }
            }.joined(separator: ", ")
            lines.append(StyledText(console.text("评分：\(counts)", "Rated: \(counts)")))
        }
        if summary.skipped > 0 {
            lines.append(StyledText(console.text("跳过 \(summary.skipped) 个", "Skipped \(summary.skipped)")))
        }
        if !summary.weakest.isEmpty {
            lines.append(StyledText(console.text("最该复习：", "Weakest: ") + summary.weakest.joined(separator: ", ")))
        }
        if let forecast = summary.forecast {
            lines += ForecastText(forecast: forecast, console: console).lines
        }
        if lines.isEmpty { lines.append(StyledText(console.text("没有回答任何问题。", "Nothing answered."), .dim)) }
        return [TextSection(heading: console.text("本次小结", "Summary"), lines: lines)]
    }
}
