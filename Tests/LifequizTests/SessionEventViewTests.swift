import KnowledgeBase
import Quiz
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
}
