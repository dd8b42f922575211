import DisplayWidth
import Testing

@Suite struct DisplayWidthTests {
    @Test func asciiTakesOneColumnACharacter() {
        #expect(displayColumns(of: "viewDidLoad") == 11)
    }

    @Test func chineseCharactersAndFullwidthPunctuationTakeTwo() {
        #expect(displayColumns(of: "正确顺序") == 8)
        #expect(displayColumns(of: "，（）：") == 8)
        #expect(displayColumns(of: "主页 A") == 6)
    }

    @Test func combiningMarksTakeNone() {
        #expect(displayColumns(of: "e\u{0301}") == 1)
        #expect(DisplayWidth.columns(of: Unicode.Scalar(0x0301)!) == 0)
    }

    @Test func invisibleFormatCharactersTakeNone() {
        #expect(displayColumns(of: "a\u{200B}b") == 2)
    }

    @Test func ideographsOutsideTheBasicPlaneTakeTwo() {
        #expect(displayColumns(of: "\u{20000}") == 2)
    }

    @Test func emojiTakeTwo() {
        #expect(displayColumns(of: "🙂") == 2)
        #expect(displayColumns(of: "☺\u{FE0F}") == 2)
    }

    @Test func ambiguousCharactersTakeOne() {
        #expect(displayColumns(of: "·—→") == 3)
    }
}
