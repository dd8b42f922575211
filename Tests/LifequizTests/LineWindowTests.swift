@testable import lifequiz
import Testing

/// The line editor's view of a long line: it always holds the cursor and never more columns
/// than the row has, with `…` where the line is cut.
@Suite struct LineWindowTests {
    @Test func aLineThatFitsIsShownWhole() {
        let window = LineWindow(text: Array("a b c"), cursor: 5, room: 10)
        #expect(window.shown == "a b c" && window.beforeCursor == "a b c")
    }

    @Test func aLongLineScrollsToKeepTheCursorAtItsEnd() {
        let text = Array("abcdefghijklmnopqrstuvwxyz")
        let window = LineWindow(text: text, cursor: text.count, room: 10)
        #expect(window.shown == "…rstuvwxyz")
        #expect(window.beforeCursor == window.shown)
    }

    @Test func withTheCursorAtTheStartTheRestIsCutOnTheRight() {
        let window = LineWindow(text: Array("abcdefghijklmnopqrstuvwxyz"), cursor: 0, room: 10)
        #expect(window.shown == "abcdefghi…" && window.beforeCursor == "")
    }

    @Test func chineseCharactersTakeTwoColumns() {
        let text = Array("视图控制器的生命周期")  // 20 columns
        let window = LineWindow(text: text, cursor: text.count, room: 9)
        #expect(window.shown == "…生命周期")
    }
}
