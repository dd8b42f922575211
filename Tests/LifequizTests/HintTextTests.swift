import KnowledgeBase
import Quiz
import Testing

@testable import lifequiz

/// How a hint on an ordering's first items reads.
struct HintTextTests {
    @Test func aHintOnOneItemDoesNotSayInTurn() {
        let text = HintText(hint: .firstItems([("b", "A viewDidLoad()")]), console: Console(format: .text, language: .zh)).text
        #expect(text.contains("第一个是 b)") && !text.contains("依次"), "\(text)")
    }

    @Test func aHintOnSeveralItemsListsThemInTurn() {
        let items: [(letter: String, item: String)] = [("b", "A loadView()"), ("a", "A viewDidLoad()")]
        let text = HintText(hint: .firstItems(items), console: Console(format: .text, language: .zh)).text
        #expect(text.contains("开头依次是") && text.contains("b)\u{00A0}A loadView()"), "\(text)")
    }
}
