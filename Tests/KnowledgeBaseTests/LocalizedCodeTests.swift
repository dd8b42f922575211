import Testing
@testable import KnowledgeBase

/// One code, its comments in each reader's language.
struct LocalizedCodeTests {
    private let code = LocalizedCode(en: "super.viewDidLoad()\nload()  // reads the view", zh: "super.viewDidLoad()\nload()  // 读取视图")

    @Test func eachLanguageGetsItsOwnComments() {
        #expect(code.text(in: .zh).hasSuffix("// 读取视图"))
        #expect(code.text(in: .en).hasSuffix("// reads the view"))
    }

    @Test func aBilingualCardGivesEachCommentInChineseThenEnglishBelowIt() {
        #expect(code.bilingual == "super.viewDidLoad()\nload()  // 读取视图\n        // reads the view")
    }

    @Test func codeWithoutAChineseCopyIsTheSameForBoth() {
        let plain = LocalizedCode(en: "load()", zh: nil)
        #expect(plain.zh == "load()" && plain.bilingual == "load()")
    }
}
