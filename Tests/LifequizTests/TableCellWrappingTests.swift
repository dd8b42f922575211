@testable import lifequiz
import Testing

/// How a table cell breaks a line of names at a narrow width.
@Suite struct TableCellWrappingTests {
    private func lines(_ text: String, width: Int) -> [String] {
        StyledText(text).wrapped(to: width, hard: true).map(\.plainText)
    }

    /// A bracket that opens an aside (`rule (versionRule)`) moves down with its word instead of
    /// ending the line alone.
    @Test func anAsideMovesDownWithItsOpeningBracket() {
        #expect(lines("incomingViewLoadsFirst (outgoingDisappearsFirst)", width: 30)
            == ["incomingViewLoadsFirst ", "(outgoingDisappearsFirst)"])
    }

    /// A web address is never cut: one longer than the line overflows it on a line of its own, so
    /// it can still be clicked and copied whole.
    @Test func aWebAddressIsNeverBroken() {
        let address = "https://developer.apple.com/documentation/uikit/uiviewcontroller/viewisappearing(_:)"
        let wrapped = StyledText("Apple, viewIsAppearing(_:): \(address); the rest").wrapped(to: 40).map(\.plainText)
        #expect(wrapped == ["Apple, viewIsAppearing(_:): ", "\(address);", "the rest"])
    }

    /// A Chinese opening bracket goes down with the words it opens instead of ending the line.
    @Test func anOpeningBracketNeverEndsALine() {
        let wrapped = StyledText("控制器第一次拿到 trait 时也不调用。（注意：没有公开日志）").wrapped(to: 37).map(\.plainText)
        #expect(wrapped.allSatisfy { !$0.hasSuffix("（") }, "\(wrapped)")
        #expect(wrapped.count == 2 && wrapped[1].hasPrefix("（"), "\(wrapped)")
    }

    /// So does the bracket that opens an explanation's evidence before Chinese text.
    @Test func anEvidenceBracketNeverEndsALine() {
        let text = "    ↳ present 时先加载被呈现控制器的 view，再调用呈现者的 viewWillDisappear。 [资料 002（第 243-246 行），资料 004（第 153-155 行）]"
        for width in 40...80 {
            let wrapped = StyledText(text).wrapped(to: width).map(\.plainText)
            #expect(wrapped.allSatisfy { !$0.hasSuffix("[") }, "width \(width): \(wrapped)")
        }
    }

    /// A numbered item (check's differences) continues under its text, not at column 1.
    @Test func aNumberedItemContinuesUnderItsText() {
        let wrapped = StyledText("12. extra  A traitCollectionDidChange(_:)  (log line 5)").wrapped(to: 40).map(\.plainText)
        #expect(wrapped.count > 1, "\(wrapped)")
        #expect(wrapped.dropFirst().allSatisfy { $0.hasPrefix("    ") && !$0.hasPrefix("     ") }, "\(wrapped)")
    }

    /// A method name may still break after its own bracket.
    @Test func aMethodNameBreaksAfterItsBracket() {
        #expect(lines("application(_:didFinishLaunchingWithOptions:)", width: 20).first == "application(_:")
    }
}
