import Foundation
@testable import lifequiz
import Testing

/// Where a line of prose, a trace or a signature breaks on a narrow terminal.
@Suite struct LineWrappingTests {
    /// A method card's `Swift  ` and `ObjC   ` labels keep their column free: the signature
    /// continues under itself.
    @Test func aSignatureContinuesUnderItsLabel() {
        let line = "  Swift  " + StyledText("func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool", .code)
        let wrapped = line.wrapped(to: 60).map(\.plainText)
        #expect(wrapped.count > 1, "\(wrapped)")
        #expect(wrapped.dropFirst().allSatisfy { $0.hasPrefix("         ") && !$0.hasPrefix("          ") }, "\(wrapped)")
    }

    /// A type in brackets (`[UIApplication.LaunchOptionsKey: Any]`) and an Objective-C pointer
    /// (`UITraitCollection *`) are not cut; an Objective-C parameter may start a line.
    @Test func anOptionContinuesUnderItsText() {
        let option = StyledText("  c) After the screen is popped its deinit never prints; every visit makes memory grow.")
        let wrapped = option.wrapped(to: 40).map(\.plainText)
        #expect(wrapped.count > 1, "\(wrapped)")
        #expect(wrapped.dropFirst().allSatisfy { $0.hasPrefix("     ") && !$0.hasPrefix("      ") }, "\(wrapped)")
    }

    @Test func chineseTextAfterALongAddressStartsTheNextLine() {
        let address = "https://developer.apple.com/documentation/uikit/using-responders-and-the-responder-chain-to-handle-events"
        let wrapped = StyledText("      Apple 文档 \(address)；资料 002 §响应者链").wrapped(to: 80).map(\.plainText)
        #expect(wrapped.contains { $0.trimmingCharacters(in: .whitespaces) == address + "；" }, "\(wrapped)")
        #expect(wrapped.last?.trimmingCharacters(in: .whitespaces) == "资料 002 §响应者链", "\(wrapped)")
    }

    /// `…/1622930-application；Apple 通知编程指南` at 80 columns: the Latin word after the
    /// address's closing punctuation starts the next line, indented, not the address's overflow.
    @Test func latinTextAfterALongAddressStartsTheNextLine() {
        let address = "https://developer.apple.com/reference/uikit/uiapplicationdelegate/1622930-application"
        let wrapped = StyledText("      用户 \(address)；Apple 通知编程指南的 iOS 提示").wrapped(to: 80).map(\.plainText)
        #expect(wrapped.contains { $0.trimmingCharacters(in: .whitespaces) == address + "；" }, "\(wrapped)")
        #expect(wrapped.last == "      Apple 通知编程指南的 iOS 提示", "\(wrapped)")
    }

    /// A capitalised word before an address (`view Did Load https://github.com/…/AppLifeCycle`)
    /// is no object whose callback the address is: the address starts the next line, whole, and
    /// is never cut at a dot as a long name is.
    @Test func anAddressAfterACapitalisedWordIsNeverCut() {
        let address = "https://github.com/prashuk/iOS-Tutorials/blob/ba98dd6bf310a063a68e3c93770ebb055f791107/ViewAppLifeCycle/result.txt"
        let wrapped = StyledText("      application Did Become Active before the root's view Did Load \(address) ; a 2022 record")
            .wrapped(to: 80).map(\.plainText)
        #expect(wrapped.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix(address) }, "\(wrapped)")
    }

    /// The bracket closing an explanation's evidence comes down with the word before it.
    @Test func aClosingBracketNeverStandsAloneOnALine() {
        let text = "    ↳ " + String(repeating: "视图", count: 36) + "行）]"
        let wrapped = StyledText(text).wrapped(to: 80).map(\.plainText)
        #expect(wrapped.allSatisfy { $0.trimmingCharacters(in: .whitespaces) != "]" }, "\(wrapped)")
        #expect(wrapped.last?.hasSuffix("行）]") == true, "\(wrapped)")
    }

    @Test func codeBreaksBetweenParametersNotInsideATypeOrPointer() {
        let swift = ("  Swift  " + StyledText("func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool", .code))
            .wrapped(to: 60).map(\.plainText)
        #expect(swift.contains { $0.contains("[UIApplication.LaunchOptionsKey: Any]") }, "\(swift)")
        let objc = ("  ObjC   " + StyledText("- (void)traitCollectionDidChange:(UITraitCollection *)previousTraitCollection", .code))
            .wrapped(to: 60).map(\.plainText)
        #expect(objc == ["  ObjC   - (void)traitCollectionDidChange:", "         (UITraitCollection *)previousTraitCollection"])
    }

    /// A command to type stays on one line: `lifequiz` with its command, a command with its
    /// option (twentieth review #17: `（simulate` / `--explain 列出）`).
    @Test func aCommandStaysWhole() {
        let text = "• 每个控制器自身的回调都守这个顺序。  来源：《ViewController 的生命周期》，另有资料之外的证据（simulate --explain 列出）。再运行 lifequiz learn 从这里继续"
        for width in 30...80 {
            let lines = StyledText(text).wrapped(to: width).map(\.plainText)
            #expect(!lines.contains { $0.hasSuffix("simulate") || $0.hasSuffix("lifequiz") }, "width \(width): \(lines)")
        }
    }

    /// A source's number is a label: its title and file name continue under the title, not
    /// under the number, where they would read as another source.
    @Test func aSourcesFileNameContinuesUnderItsTitle() {
        let lines = StyledText("  002  iOS 之 UIApplication、viewController 生命流程小结  002_777fd6bad1933fe0.txt").wrapped(to: 80).map(\.plainText)
        #expect(lines.count == 2 && lines[1] == "       002_777fd6bad1933fe0.txt", "\(lines)")
    }

    /// A name longer than the line is cut after its last `.` or `:` that fits, on the first line as
    /// on the next ones, never leaving a line of nothing but the indent or the item's number.
    @Test func aNameLongerThanTheLineIsCutAfterItsDot() {
        let name = "UIAdaptivePresentationControllerDelegate.presentationControllerDidAttemptToDismiss(_:)"
        #expect(StyledText("   " + name).wrapped(to: 80).map(\.plainText)
            == ["   UIAdaptivePresentationControllerDelegate.", "   presentationControllerDidAttemptToDismiss(_:)"])
        #expect(StyledText("9. [method] " + name).wrapped(to: 80).map { String($0.plainText.reversed().drop { $0 == " " }.reversed()) }
            == ["9. [method]", "   UIAdaptivePresentationControllerDelegate.", "   presentationControllerDidAttemptToDismiss(_:)"])
    }

    /// An object's name never ends a line apart from its callback, in English or in Chinese.
    @Test(arguments: [
        "App application(_:willFinishLaunchingWithOptions:) → App application(_:didFinishLaunchingWithOptions:) → A init(nibName:bundle:)",
        "在 pop 里，先是 Nav、B traitCollectionDidChange(_:)，然后 A viewWillAppear(_:)",
        "    ↳ (the 2 lines above) the same rule as under A extendedLayoutIncludesOpaqueBars above, in iOS and on iPhone",
        "缺少：c)\u{00A0}B didMove(toParent:)、d)\u{00A0}A viewDidDisappear(_:)、e)\u{00A0}B viewDidAppear(_:)",
    ])
    func anObjectNameStaysWithItsCallback(text: String) {
        for width in 40...80 {
            let wrapped = StyledText("  " + text).wrapped(to: width).map { $0.plainText.trimmingCharacters(in: .whitespaces) }
            for line in wrapped.dropLast() {
                let last = line.split(separator: " ").last?.split(separator: "\u{00A0}").last.map(String.init) ?? ""
                #expect(!["App", "A", "B"].contains(last) && !last.hasSuffix("、B"), "width \(width): \(wrapped)")
            }
        }
    }

    /// A removal's call (`didMove(toParent: nil)`) is one name: its nil never starts a line.
    @Test(arguments: [
        "  A navigationController(_:didShow:animated:)——见上文的说明。B didMove(toParent: nil)——出栈开始时被移除的控制器收到 willMove(toParent: nil)",
        "  the same rule as under B willMove(toParent: nil) above, and C didMove(toParent: nil) after it",
    ])
    func aCallPassingNilIsNotSplitAtItsNil(text: String) {
        for width in 30...80 {
            let wrapped = StyledText(text).wrapped(to: width).map(\.plainText)
            #expect(!wrapped.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("nil)") }, "width \(width): \(wrapped)")
        }
    }

    /// Chinese text around an identifier breaks around it, never inside: a closing bracket that
    /// must not start a line takes the whole word with it.
    @Test(arguments: [
        "  每次变化都调用；它登记的 trait 也就是暗黑模式开关的 UITraitUserInterfaceStyle）。此后只有这些 trait 变化时才调用闭包，比如说深色模式的切换。",
        "• 添加子控制器：addChild 触发 willMove(toParent:)，把它的 view 加到可见父视图使其开始出现（viewWillAppear），代码随后调用 didMove(toParent:)，viewDidAppear 等到下一帧",
    ])
    func anIdentifierTouchingChineseTextIsNotSplit(text: String) {
        for width in 40...80 {
            let wrapped = StyledText(text).wrapped(to: width).map(\.plainText)
            for (line, next) in zip(wrapped, wrapped.dropFirst()) {
                let end = line.last, start = next.drop { $0 == " " }.first
                #expect(!(end.map { $0.isASCII && ($0.isLetter || $0.isNumber) } == true && start.map { $0.isASCII && ($0.isLetter || $0.isNumber) } == true),
                        "width \(width): \(wrapped)")
            }
        }
    }

    /// A method name longer than the line breaks after one of its labels' colons, not mid-word,
    /// when what follows its type would not fit on the next line either.
    @Test func aNameLongerThanTheLineBreaksAfterAColon() {
        let title = StyledText("UIApplicationDelegate.application(_:didReceiveRemoteNotification:fetchCompletionHandler:)", .title)
        #expect(title.wrapped(to: 60).map(\.plainText) == ["UIApplicationDelegate.application(_:", "didReceiveRemoteNotification:fetchCompletionHandler:)"])
    }

    /// A name whose method fits on the next line is cut after its type's dot, not at a colon
    /// inside the method.
    @Test func aNameWhoseMethodFitsTheNextLineIsCutAfterItsType() {
        let name = "UNUserNotificationCenterDelegate.userNotificationCenter(_:willPresent:withCompletionHandler:)"
        #expect(StyledText("   " + name).wrapped(to: 80).map(\.plainText)
            == ["   UNUserNotificationCenterDelegate.", "   userNotificationCenter(_:willPresent:withCompletionHandler:)"])
    }
}
