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
    @Test func codeBreaksBetweenParametersNotInsideATypeOrPointer() {
        let swift = ("  Swift  " + StyledText("func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool", .code))
            .wrapped(to: 60).map(\.plainText)
        #expect(swift.contains { $0.contains("[UIApplication.LaunchOptionsKey: Any]") }, "\(swift)")
        let objc = ("  ObjC   " + StyledText("- (void)traitCollectionDidChange:(UITraitCollection *)previousTraitCollection", .code))
            .wrapped(to: 60).map(\.plainText)
        #expect(objc == ["  ObjC   - (void)traitCollectionDidChange:", "         (UITraitCollection *)previousTraitCollection"])
    }

    /// An object's name never ends a line apart from its callback, in English or in Chinese.
    @Test(arguments: [
        "App application(_:willFinishLaunchingWithOptions:) → App application(_:didFinishLaunchingWithOptions:) → A init(nibName:bundle:)",
        "在 pop 里，先是 Nav、B traitCollectionDidChange(_:)，然后 A viewWillAppear(_:)",
    ])
    func anObjectNameStaysWithItsCallback(text: String) {
        for width in 30...80 {
            let wrapped = StyledText("  " + text).wrapped(to: width).map { $0.plainText.trimmingCharacters(in: .whitespaces) }
            for line in wrapped.dropLast() {
                let last = line.split(separator: " ").last.map(String.init) ?? ""
                #expect(!["App", "A", "B"].contains(last) && !last.hasSuffix("、B"), "width \(width): \(wrapped)")
            }
        }
    }
}
