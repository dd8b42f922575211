import Foundation
import KnowledgeBase
import Quiz
import Study
import Testing

@testable import lifequiz

/// What a session says back to an answer it cannot read, in the learner's language.
struct SessionEventViewTests {
    @Test(arguments: [(Language.zh, "缺少：", "missing"), (.en, "missing", "缺少")])
    func anUnreadableAnswerIsExplainedInTheSessionsLanguage(language: Language, expected: String, foreign: String) {
        let view = SessionEventView(event: .unreadable([.missing(items: ["A loadView()", "A viewDidLoad()"])]),
                                    console: Console(format: .text, language: language), positionKey: "session.position.card")
        let text = view.sections.flatMap(\.lines).map(\.plainText).joined(separator: "\n")
        #expect(text.contains(expected) && !text.contains(foreign), "\(text)")
    }

    /// Forty new cards started today under --new 40: the default limit of 10 needs --new 50 for
    /// ten more, not --new 20, which would start none.
    @Test func theNewCardHintCountsTheCardsStartedToday() {
        let forecast = DueForecast(dueNow: 0, dueTomorrow: 0, nextDue: nil, new: 300, time: .now)
        let view = SessionEventView(event: .nothingDue(forecast, newHeldBack: 300, newPerDay: 10, newStartedToday: 40, ofSomeTopics: false),
                                    console: Console(format: .text, language: .en), positionKey: "session.position.card")
        let text = view.sections.flatMap(\.lines).map(\.plainText).joined(separator: "\n")
        #expect(text.contains("(--new 10) is reached. To start 10 more now, use --new 50;"), "\(text)")
    }

    /// Quitting at a rating prompt: the summary says what was rated is saved, not everything
    /// answered, beside the line that says the card on screen was not (twenty-second review C).
    @Test(arguments: [(Language.en, "Every rated card is saved."), (.zh, "评过分的卡片都已保存。")])
    func quittingAtARatingPromptSaysWhatIsSavedOnce(language: Language, saved: String) {
        var summary = SessionSummary()
        summary.ending = .quit
        summary.endedBeforeRating = true
        summary.forecast = DueForecast(dueNow: 0, dueTomorrow: 0, nextDue: nil, new: 3, time: .now)
        let view = SessionEventView(event: .summary(summary), console: Console(format: .text, language: language),
                                    positionKey: "session.position.card")
        let text = view.sections.flatMap(\.lines).map(\.plainText).joined(separator: "\n")
        #expect(text.contains(saved) && !text.contains("Everything answered") && !text.contains("回答过的都已保存"), "\(text)")
    }
}
