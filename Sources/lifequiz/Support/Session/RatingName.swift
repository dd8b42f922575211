import Study

/// A rating's name, as the prompt lists it and the learner may type it.
struct RatingName {
    let rating: Rating
    let console: Console

    var text: String {
        switch rating {
        case .again: console.text("忘了", "again")
        case .hard: console.text("困难", "hard")
        case .good: console.text("良好", "good")
        case .easy: console.text("轻松", "easy")
        }
    }
}
