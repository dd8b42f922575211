import Study

/// One question or card dealt with in a session, kept so undo can take it back and the summary
/// can count it.
struct SessionOutcome: Sendable {
    /// What the session asks again when this is undone: a quiz question's index, a card's id.
    let item: String
    let grade: Grade?
    let rating: Rating?
    let methods: [String]
    /// The review saved, if any.
    let entry: ReviewLogEntry?
    let skipped: Bool
}

extension [SessionOutcome] {
    func summary(ending: SessionSummary.Ending, forecast: DueForecast?) -> SessionSummary {
        var summary = SessionSummary()
        summary.ending = ending
        summary.forecast = forecast
        var misses: [String: Int] = [:]
        for outcome in self {
            if outcome.skipped { summary.skipped += 1; continue }
            if let grade = outcome.grade {
                summary.graded += 1
                summary.scoreSum += grade.score
                if grade.correct { summary.correct += 1 }
            }
            if let rating = outcome.rating {
                summary.ratings[rating, default: 0] += 1
                if outcome.grade?.correct == false && rating != .again { summary.wrongRatedRecalled += 1 }
            }
            let missed = outcome.grade.map { !$0.correct } ?? (outcome.rating == .again)
            if missed { for method in outcome.methods { misses[method, default: 0] += 1 } }
        }
        summary.weakest = misses.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(3).map(\.key)
        return summary
    }
}
