import Foundation
import Quiz
import Study

/// One session event as text.
struct SessionEventView {
    let event: SessionEvent
    let console: Console
    /// The catalog key of the "Card 3 of 30" line: cards in study, questions in a quiz.
    let positionKey: String

    var sections: [TextSection] {
        switch event {
        case .question(let question, let position):
            return [positionSection(position)] + QuestionView(question: question, number: nil, console: console).sections
        case .flashcard(let card, let position):
            return [positionSection(position), FlashcardView(card: card, console: console).front]
        case .flashcardBack(let card):
            return [FlashcardView(card: card, console: console).back]
        case .unreadable(let problems):
            return [TextSection(lines: problems.map { StyledText("  " + $0.message(console.texts), .error) }
                + [StyledText(console.localized("session.answer-again"), .dim)])]
        case .hint(let hint):
            return [TextSection(lines: [StyledText(HintText(hint: hint, console: console).text, .highlight)])]
        case .noHint(let afterSome):
            return line(console.localized(afterSome ? "session.no-more-hints" : "session.no-hints"), .dim)
        case .graded(let grade):
            return GradeView(grade: grade, console: console).sections
        case .recorded(let review):
            let rating = RatingName(rating: review.rating, console: console).text
            let wait = IntervalText(seconds: review.interval, console: console).text
            let text = review.againThisSession
                ? console.localized("session.recorded-again-this-session", ["rating": rating, "wait": wait])
                : console.localized("session.recorded", ["rating": rating, "wait": wait])
            return line(text, .dim)
        case .reviewedEarlierInSession:
            return line(console.localized("session.reviewed-earlier"), .dim)
        case .stepNotYetUp(let wait):
            return line(console.localized("session.step-not-yet-up", ["wait": IntervalText(seconds: wait, console: console).text]), .dim)
        case .skipped:
            return line(console.localized("session.skipped"), .dim)
        case .undone(let recordRemoved):
            return line(console.localized(recordRemoved ? "session.undone-with-record" : "session.undone"), .dim)
        case .flashcardAnswerNotChecked:
            return line(console.localized("session.flashcard-not-checked"), .dim)
        case .ratingNotUnderstood(let proposed):
            return line(console.localized(proposed == nil ? "session.rating-not-understood" : "session.rating-not-understood-enter"), .dim)
        case .answerTakenBack:
            return line(console.localized("session.answer-taken-back"), .dim)
        case .nothingToUndo:
            return line(console.localized("session.nothing-to-undo"), .dim)
        case .controls:
            return line(Self.controls(console), .dim)
        case .cardGone(let id):
            return line(console.localized("session.card-gone", ["id": id]), .dim)
        case .nothingDue(let forecast, let newHeldBack, let newPerDay, let newStartedToday, let ofSomeTopics):
            // As Anki says the new-card limit is reached: otherwise "358 new" and nothing to study reads as a fault.
            // Ten more than today's started cards, which a higher --new of an earlier sitting may have passed.
            let key = newPerDay == 0 ? "session.new-cards-off" : "session.new-limit-reached"
            let more = max(newPerDay, newStartedToday) + 10
            let limit = newHeldBack == 0 ? [] : [StyledText(console.localized(key, ["count": "\(newPerDay)", "more": "\(more)"]))]
            // A lesson's session: the forecast below counts every card, other lessons' included.
            let nothing = console.localized(ofSomeTopics ? "session.nothing-due-in-lesson" : "session.nothing-due")
            return [TextSection(lines: [StyledText(nothing)] + limit
                + ForecastText(forecast: forecast, console: console).lines)]
        case .summary(let summary):
            return SummaryView(summary: summary, console: console).sections
        }
    }

    /// A new question or card, and the summary, stand a blank line apart from what came before.
    var opensAPart: Bool {
        switch event {
        case .question, .flashcard, .summary: true
        default: false
        }
    }

    static func controls(_ console: Console) -> String {
        console.localized("session.controls")
    }

    private func positionSection(_ position: SessionPosition) -> TextSection {
        let key = positionKey + (position.again ? "-again" : "")
        let label = console.localized(key, ["number": "\(position.number)", "total": "\(position.total)"])
        return TextSection(lines: [StyledText(label, .heading) + StyledText("  " + ProgressBar(done: position.done, total: position.total).text, .dim)])
    }

    private func line(_ text: String, _ style: TextStyle) -> [TextSection] {
        [TextSection(lines: [StyledText(text, style)])]
    }
}
