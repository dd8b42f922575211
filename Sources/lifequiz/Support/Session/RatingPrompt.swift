import Quiz
import Study

/// `1 again 1m · 2 hard 6m · 3 good 10m · 4 easy 3d  [Enter: good] > `
struct RatingPrompt {
    let choices: [RatingChoice]
    let proposed: Rating?
    let console: Console

    var text: String {
        let listed = choices.map { choice in
            "\(choice.rating.rawValue) \(RatingName(rating: choice.rating, console: console).text) "
                + IntervalText(seconds: choice.interval, console: console).text
        }.joined(separator: " · ")
        let fallback = proposed.map { "  " + console.localized("session.rating-default", ["rating": RatingName(rating: $0, console: console).text]) } ?? ""
        return listed + fallback + " > "
    }
}
