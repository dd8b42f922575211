@testable import lifequiz
import Testing

/// The answer of a fill-in card shows what its blank hid.
@Suite struct FillInAnswerTests {
    @Test func theBlankedNameIsHighlightedWhereverItStands() {
        let line = FlashcardView.line("viewDidLoad() runs once; a second viewDidLoad is not viewDidLoadIfNeeded",
                                      highlighting: ["viewDidLoad", "viewDidLoad()"])
        let highlighted = line.spans.filter { $0.style == .highlight }.map(\.text)
        #expect(highlighted == ["viewDidLoad()", "viewDidLoad"])
        #expect(line.plainText == "viewDidLoad() runs once; a second viewDidLoad is not viewDidLoadIfNeeded")
    }

    @Test func anAnswerWithoutABlankedNameIsOneSpan() {
        let line = FlashcardView.line("init(coder:) comes first", highlighting: [])
        #expect(line.spans.map(\.style) == [.title])
    }
}
