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

/// Titles cut to fit a line, where a reader still sees whole names.
@Suite struct ShorteningTests {
    @Test func textThatFitsIsKeptWhole() {
        #expect(DisplayWidth.shortened("viewDidLoad", toColumns: 11) == "viewDidLoad")
    }

    @Test func aCutNeverSplitsAMethodName() {
        let cut = DisplayWidth.shortened("把每次显示都要做的事放在 viewDidAppear(_:) 里", toColumns: 30)
        #expect(cut == "把每次显示都要做的事放在…", "\(cut)")
        #expect(displayColumns(of: cut) <= 30)
    }

    @Test func englishIsCutAtASpace() {
        let cut = DisplayWidth.shortened("Where does prepareForSegue fall among the callbacks", toColumns: 40)
        #expect(cut == "Where does prepareForSegue fall among…", "\(cut)")
    }

    @Test func aNameLongerThanHalfTheRoomIsCutInside() {
        let cut = DisplayWidth.shortened("applicationDidReceiveMemoryWarning(_:)", toColumns: 20)
        #expect(cut.hasSuffix("…") && displayColumns(of: cut) == 20)
    }
}
