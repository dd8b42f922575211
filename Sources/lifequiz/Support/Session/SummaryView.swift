import Quiz
import Study

/// The end of a session: score, ratings, the weakest callbacks, what is due next.
struct SummaryView {
    let summary: SessionSummary
    let console: Console

    var sections: [TextSection] {
        var lines: [StyledText] = []
        // Without a forecast nothing was recorded (--no-record): nothing to say was saved. Left at
        // a rating prompt, the answer on screen was not saved: what was is what was rated.
        let saving = summary.forecast == nil ? "-unrecorded" : summary.endedBeforeRating ? "-rated" : ""
        switch summary.ending {
        case .interrupted:
            lines.append(StyledText(console.localized("summary.interrupted" + saving), .dim))
        case .quit, .endOfInput:
            lines.append(StyledText(console.localized("summary.ended-early" + saving), .dim))
        case .finished:
            break
        }
        if summary.endedBeforeRating { lines.append(StyledText(console.localized("summary.ended-before-rating"), .dim)) }
        if let average = summary.averagePercent {
            lines.append(StyledText(console.localized("summary.score", ["correct": "\(summary.correct)", "graded": "\(summary.graded)", "average": "\(average)"])))
        }
        if summary.rated > 0 {
            let counts = Rating.allCases.compactMap { rating in
                // "Good ×2", not "2 Good", which reads like the 1-4 keys of the ratings.
                summary.ratings[rating].map { console.localized("summary.rating-count", ["rating": RatingName(rating: rating, console: console).text, "count": "\($0)"]) }
            }.joined(separator: console.localized("list.separator"))
            // Flashcards are rated, not graded: said, or the counts seem not to add up (4/5 correct, 6 rated).
            let key = summary.rated > summary.graded ? "summary.rated-with-flashcards" : "summary.rated"
            lines.append(StyledText(console.localized(key, ["counts": counts])))
        }
        if summary.skipped > 0 {
            lines.append(StyledText(console.localized("summary.skipped", ["count": "\(summary.skipped)"])))
        }
        if !summary.weakest.isEmpty {
            lines.append(StyledText(console.localized("summary.weakest", ["list": summary.weakest.joined(separator: console.localized("list.separator"))])))
        }
        if let forecast = summary.forecast {
            lines += ForecastText(forecast: forecast, console: console).lines
        }
        if lines.isEmpty { lines.append(StyledText(console.localized("summary.nothing-answered"), .dim)) }
        return [TextSection(heading: console.localized("summary.heading"), lines: lines)]
    }
}
