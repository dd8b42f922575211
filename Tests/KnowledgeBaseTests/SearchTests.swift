import Testing
@testable import KnowledgeBase

/// Full-text search in both languages, with short Chinese words and hostile input.
struct SearchTests {
    let directory: TemporaryDirectory
    let knowledge: KnowledgeDatabase

    init() throws {
        directory = try TemporaryDirectory()
        knowledge = try directory.fixtureDatabase()
    }

    private func ids(_ text: String, language: Language = .zh) throws -> [String] {
        try knowledge.search(text, language: language).map(\.id)
    }

    @Test func aTwoCharacterChineseWordFindsItsTexts() throws {
        // 布局 is in the layoutSubviews fact and the method's description, nowhere else.
        #expect(Set(try ids("布局")) == ["uiview.layout-on-bounds-change", "UIView.layoutSubviews()"])
    }

    @Test func anotherTwoCharacterChineseWordFindsItsTexts() throws {
        #expect(Set(try ids("内存")) == ["view-loading.memory-warning-unloads", "UIViewController.didReceiveMemoryWarning()", "UIViewController.viewDidLoad()"])
    }

    @Test func aOneCharacterChineseQueryWorks() throws {
        #expect(try ids("旋").contains("UIViewController.willRotate(to:duration:)"))
    }

    @Test func aThreeCharacterChineseQueryGoesThroughTheIndex() throws {
        #expect(try ids("只调用") == ["view-loading.viewdidload-runs-once"])
    }

    @Test func shortAndLongTermsCombine() throws {
        #expect(try ids("布局 layoutSubviews") == ["UIView.layoutSubviews()", "uiview.layout-on-bounds-change"])
    }

    @Test func englishMatchesWhateverTheCase() throws {
        #expect(try ids("RECURSION", language: .en) == ["view-loading.loadview-touches-view"])
    }

    @Test func everyTermMustMatch() throws {
        #expect(try ids("viewDidLoad life", language: .en) == ["view-loading.viewdidload-runs-once"])
    }

    @Test func aQuotedPhraseMatchesAsAWhole() throws {
        #expect(try ids(#""runs once""#, language: .en) == ["view-loading.viewdidload-runs-once"])
        #expect(try ids(#""once runs""#, language: .en) == [])
    }

    @Test func aTitleMatchOutranksABodyMatch() throws {
        // layoutSubviews is the method's title but only named in the fact's body.
        #expect(try ids("layoutSubviews", language: .en).first == "UIView.layoutSubviews()")
    }

    @Test func eachItemAppearsOnceInTheChosenLanguage() throws {
        let hits = try knowledge.search("viewDidLoad", language: .en)
        #expect(Set(hits.map(\.id)).count == hits.count)
        #expect(hits.allSatisfy { $0.language == .en })
        #expect(try knowledge.search("viewDidLoad", language: .zh).allSatisfy { $0.language == .zh })
    }

    @Test func aChineseQueryAnswersInChineseWhateverTheChosenLanguage() throws {
        #expect(try knowledge.search("布局", language: .en).allSatisfy { $0.language == .zh })
    }

    @Test func matchesAreMarkedInTheSnippet() throws {
        let hit = try #require(knowledge.search("布局", language: .zh).first { $0.kind == "fact" })
        let marked = hit.snippet.segments.filter(\.isMatch).map(\.text)
        #expect(marked == ["布局"])
    }

    @Test func highlightOffsetsCountCodePoints() {
        let text = HighlightedText("视图 bounds 改变", marking: ["BOUNDS"])
        #expect(text.matches == [TextRange(offset: 3, length: 6)])
    }

    @Test func aLongBodyIsCutAroundTheMatch() {
        let body = String(repeating: "a", count: 200) + " needle " + String(repeating: "b", count: 200)
        let snippet = Snippet.make(from: body, terms: ["needle"])
        #expect(snippet.text.hasPrefix("…"))
        #expect(snippet.text.hasSuffix("…"))
        #expect(snippet.segments.filter(\.isMatch).map(\.text) == ["needle"])
    }

    @Test func theLimitIsHonoured() throws {
        #expect(try knowledge.search("view", language: .en, limit: 2).count == 2)
    }

    @Test(arguments: [
        "\"", "\"\"", "\"unbalanced", "*", "view*", "-", "-viewDidLoad", "OR", "view OR load", "NEAR", "NEAR(a b)",
        "(", ")", "((", "[", "]", "{", "^", ":", "title:view", "AND", "NOT", "a'b", "'; DROP TABLE facts; --",
        "\\", "%", "_", "%%%", "布", "\u{0}", "\u{7}bell", "😀", "viewDidLoad \"", String(repeating: "布局", count: 500),
    ])
    func hostileInputGivesResultsOrAskForSomethingToSearch(text: String) throws {
        do {
            _ = try knowledge.search(text, language: .en)
        } catch KnowledgeBaseError.emptySearch {
            // Quotes or control characters alone leave nothing to look for; saying so is an answer.
        }
    }

    @Test func searchSyntaxIsSearchedLiterally() throws {
        #expect(try ids("-", language: .en).contains("UIViewController.viewWillAppear(_:)") == false)
        #expect(try ids("view*", language: .en) == [])
    }

    @Test(arguments: ["", "   ", "\n\t", "\"\"", "\" \""])
    func emptyInputAsksForSomethingToSearch(text: String) {
        #expect(throws: KnowledgeBaseError.emptySearch) { try knowledge.search(text, language: .en) }
    }
}
