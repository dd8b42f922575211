import KnowledgeBase
import Testing

@testable import Flashcards

/// A cloze's question is the part of the statement that holds the blank, read at a glance.
@Suite struct ClozeFieldsTests {
    let cloze = ClozeFields(
        text: LocalizedText(
            zh: "视图是懒加载的。第一次读取 view 时调用 loadView()。之后不再调用。",
            en: "The view is lazy. The first read of view calls loadView(). Later reads do not (e.g. in tests)."),
        answer: "loadView()")

    @Test func theQuestionKeepsOnlyTheSentencesThatHoldTheBlank() {
        #expect(cloze.sentencesWithTheAnswer(of: cloze.text.en) == "The first read of view calls loadView().")
        #expect(cloze.sentencesWithTheAnswer(of: cloze.text.zh) == "第一次读取 view 时调用 loadView()。")
    }

    @Test func aStatementThatIsAllOneSentenceStaysWhole() {
        let text = "loadView() runs once, then viewDidLoad() follows, e.g. on first access."
        #expect(cloze.sentencesWithTheAnswer(of: text) == text)
    }

    /// The back still has the whole statement, after the question's sentence.
    @Test func theBackAddsTheWholeStatement() {
        let card = Flashcard(id: "cloze:x", deck: "lifequiz::x", content: .cloze(cloze), language: .en)
        let fields = card.noteFields
        #expect(fields[0] == #"<div lang="en">The first read of view calls {{c1::loadView()}}.</div>"#)
        #expect(fields[1] == #"<div lang="en">The view is lazy. The first read of view calls loadView(). Later reads do not (e.g. in tests).</div>"#)
    }
}
