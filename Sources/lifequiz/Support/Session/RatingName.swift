import Study

/// A rating's name, as the prompt lists it and the learner may type it.
struct RatingName {
    let rating: Rating
    let console: Console

    var text: String {
        switch rating {
        case .again: console.localized("rating.again")
        case .hard: console.localized("rating.hard")
        case .good: console.localized("rating.good")
        case .easy: console.localized("rating.easy")
        }
    }
}
