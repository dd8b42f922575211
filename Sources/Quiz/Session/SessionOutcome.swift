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
        // An order's misplaced callback is named bare (`applicationDidBecomeActive(_:)`), a card's
        // method with its class when that is not UIViewController: one callback missed both ways
        // counts once, by the name with its class, where only one class has it.
        for bare in misses.keys where !bare.contains(" (") {
            let labelled = misses.keys.filter { $0.hasPrefix(bare + " (") }
            guard labelled.count == 1, let count = misses.removeValue(forKey: bare) else { continue }
            misses[labelled[0], default: 0] += count
        }
        summary.weakest = misses.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(3).map(\.key)
        return summary
    }
}
