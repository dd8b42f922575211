import GRDB
import Testing
import TestSupport
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

    /// A fact's title ends at its first clause, never at the colon or dot inside a name.
    @Test func aTitleIsNotCutInsideAMethodName() {
        #expect(Headline.make(from: "init(coder:) is called once: later reads do not.") == "init(coder:) is called once")
        #expect(Headline.make(from: "UIView.init(frame:) runs. Then more.") == "UIView.init(frame:) runs")
    }

    /// An evidence marker that opens a fact is not its title: what the fact is about is.
    @Test func aTitleLeavesOutAnOpeningEvidenceMarker() {
        #expect(Headline.make(from: "(Per Apple's documentation.) Since iOS 13, scenes connect: more.") == "Since iOS 13, scenes connect")
        #expect(Headline.make(from: "（据 Apple 文档）iOS 13 起场景会连接。") == "iOS 13 起场景会连接")
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

    @Test func withSomeTermsAHitNeedsOneAndMoreTermsRankFirst() throws {
        #expect(try ids("viewDidLoad life xyzzy", language: .en) == [])
        let some = try knowledge.search("viewDidLoad life xyzzy", language: .en, everyTerm: false).map(\.id)
        #expect(some.first == "view-loading.viewdidload-runs-once")
        #expect(some.contains("UIViewController.viewDidLoad()"))
    }

    /// 内存布局 is in no text; with some terms, when not one term is found, its words 内存 and
    /// 布局 find the texts of each.
    @Test func withSomeTermsAChineseTermCountsAsItsTwoCharacterWords() throws {
        #expect(try ids("内存布局") == [])
        let some = Set(try knowledge.search("内存布局", language: .zh, everyTerm: false).map(\.id))
        #expect(some.isSuperset(of: ["uiview.layout-on-bounds-change", "view-loading.memory-warning-unloads"]), "\(some)")
        #expect(try SearchQuery("内存布局").inTwoCharacterWords.terms == ["内存", "布局"])
        #expect(try SearchQuery("横屏启动时").inTwoCharacterWords.terms == ["横屏", "启动"])
    }

    /// A question's own words (how, many, times, is, called) are not searched for beside its subject.
    @Test func aQuestionIsSearchedForByItsSubject() throws {
        #expect(try SearchQuery("how many times is viewDidLoad called").terms == ["viewDidLoad"])
        #expect(try SearchQuery("how many").terms == ["how", "many"])
    }

    /// "How many times", 几次 ask how often; a text saying once, again or 一次 says how often,
    /// one saying "at once" (immediately) does not.
    @Test func aQuestionOfHowOftenIsToldApart() throws {
        #expect(try SearchQuery("how many times is viewDidLoad called").asksHowOften)
        #expect(try SearchQuery("viewDidLoad调用几次").asksHowOften)
        #expect(try !SearchQuery("viewDidLoad called").asksHowOften)
        #expect(try SearchQuery("viewDidLoad called twice").asksHowOften && SearchQuery("viewDidLoad called twice").terms == ["viewDidLoad"])
        #expect(SearchQuery.saysHowOften("viewDidLoad() is called once per load") && SearchQuery.saysHowOften("只调用一次"))
        #expect(!SearchQuery.saysHowOften("willMove and didMove come at once") && !SearchQuery.saysHowOften("第一次读取 view 时加载"))
    }

    /// A Chinese question's own words (几次, 什么时候, 会怎样) are cut out of the phrase they are
    /// written into, which may leave two terms.
    @Test func aChineseQuestionIsSearchedForByItsSubject() throws {
        #expect(try SearchQuery("视图加载几次").terms == ["视图加载"])
        #expect(try SearchQuery("视图什么时候加载").terms == ["视图", "加载"])
        #expect(try SearchQuery("内存警告会怎样").terms == ["内存警告"])
        #expect(try SearchQuery("viewDidLoad 调用时机").terms == ["viewDidLoad"])
        #expect(try SearchQuery("几次").terms == ["几次"])
    }

    /// Chinese typed against a name, with no space between them, is two words; what is left of
    /// the question, 调用 alone, names nothing.
    @Test func chineseTypedAgainstANameIsItsOwnWord() throws {
        #expect(try SearchQuery("viewDidLoad调用几次").terms == ["viewDidLoad"])
        #expect(try SearchQuery("什么时候调用viewDidLayoutSubviews").terms == ["viewDidLayoutSubviews"])
        #expect(try SearchQuery("视图加载调用几次").terms == ["视图加载调用"])
    }

    /// 内存视图 is in no text: it is read as 内存 and 视图, which two texts have.
    @Test func aChinesePhraseNoTextHasWholeIsReadAsItsWords() throws {
        #expect(Set(try ids("内存视图")) == ["UIViewController.viewDidLoad()", "view-loading.memory-warning-unloads"])
    }

    /// 调用一次 is in one text whole; a text with 调用 and 一次 apart (第一次) follows it.
    @Test func textsWithAChinesePhraseWholeComeBeforeThoseWithItsWords() throws {
        let found = try ids("调用一次")
        #expect(found.first == "view-loading.viewdidload-runs-once")
        #expect(found.count > 1, "\(found)")
    }

    @Test func aWordSpeltSeveralWaysFindsEverySpelling() throws {
        #expect(try SearchQuery("lifecycle").fullTextPattern == #"("lifecycle" OR "life cycle" OR "life-cycle")"#)
        #expect(try SearchQuery(#""Life Cycle" viewDidLoad"#).fullTextPattern == #"("lifecycle" OR "life cycle" OR "life-cycle") AND ("viewDidLoad")"#)
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

    /// An excerpt starts and ends at whole words ("…allbacks" reads as a typo) and never inside
    /// an evidence marker ("…Apple 文档）"); Chinese may start anywhere.
    @Test func aCutSnippetStartsAndEndsAtWholeWords() {
        let words = (1...60).map { "word\($0)" }.joined(separator: " ")
        let snippet = Snippet.make(from: words + " needle " + words, terms: ["needle"]).text
        let inner = snippet.dropFirst().dropLast()
        #expect(inner.hasPrefix("word") && !inner.hasSuffix(" "), "\(snippet)")
        let all = words + " needle " + words
        #expect(all.contains(" " + inner + " "), "\(snippet)")
        // A name longer than the slack is finished, not cut.
        let long = String(repeating: "a ", count: 50) + "needle " + String(repeating: "b ", count: 26) + "applicationDidReceiveMemoryWarning(_:) ends here"
        #expect(Snippet.make(from: long, terms: ["needle"]).text.hasSuffix("applicationDidReceiveMemoryWarning(_:)…"))
        let marked = Snippet.make(from: "（据 Apple 文档）iOS 13 起，" + "用户在切换器里关掉它时" + "，场景被丢弃", terms: ["丢弃"]).text
        #expect(marked.hasPrefix("…iOS 13"), "\(marked)")
    }

    /// A Chinese excerpt starts at a clause's edge, not inside a word ("…器）才会"), and a text's
    /// lines of Chinese join without a space.
    @Test func aChineseSnippetStartsAtAClauseAndJoinsItsLinesWhole() {
        let body = "很久以前的一段话，说了一些和问题无关的事情，再说一点别的内容，然后在容器控制器里才会刷新。\n控制器留在导航栈里，needle 不再执行。"
        let snippet = Snippet.make(from: body, terms: ["needle"]).text
        let inner = snippet.dropFirst()
        let start = body.range(of: inner.prefix(6))!.lowerBound
        #expect(start == body.startIndex || "，。".contains(body[body.index(before: start)]), "\(snippet)")
        #expect(snippet.contains("刷新。控制器"), "\(snippet)")
        // A sentence's start near by is preferred to a clause's ("…控制器里才会刷新。" read as a tail).
        let sentence = "很久以前的一段话说了一些和问题无关的事情再说一点别的内容然后在容器，控制器里才会刷新。控制器留在导航栈里，返回时视图不会重新加载，needle 不再执行。"
        #expect(Snippet.make(from: sentence, terms: ["needle"]).text.hasPrefix("…控制器留在"), "\(Snippet.make(from: sentence, terms: ["needle"]).text)")
    }

    @Test func theLimitIsHonoured() throws {
        #expect(try knowledge.search("view", language: .en, limit: 2).count == 2)
    }

    /// What a hostile input should find: nothing to look for, or exactly these items.
    enum Finds: Sendable {
        case asksForSomethingToSearch
        case items(Set<String>)
    }

    /// Every method of the fixture content: each has brackets in its title.
    static let everyMethod: Set<String> = [
        "UIViewController.viewDidLoad()", "UIViewController.loadView()", "UIViewController.init(coder:)",
        "UIViewController.init(nibName:bundle:)", "UIViewController.awakeFromNib()",
        "UIViewController.didReceiveMemoryWarning()", "UIViewController.viewWillAppear(_:)",
        "UIViewController.willRotate(to:duration:)", "UIView.init(frame:)", "UIView.init(coder:)", "UIView.awakeFromNib()",
        "UIView.layoutSubviews()", "UIApplicationDelegate.application(_:didFinishLaunchingWithOptions:)",
    ]

    /// Search syntax, SQL and control characters are searched for as the text they are. Each
    /// expectation was checked against the fixture texts (Fixtures/Content); `literal` names the
    /// terms, and `hitsAreTheTextsContaining` checks the same answer by a plain scan.
    @Test(arguments: [
        ("\"", nil, .asksForSomethingToSearch), ("\"\"", nil, .asksForSomethingToSearch),
        ("\u{0}", nil, .asksForSomethingToSearch),
        ("\"unbalanced", ["unbalanced"], .items([])), ("*", ["*"], .items([])), ("view*", ["view*"], .items([])),
        ("-", ["-"], .items([])),
        ("OR", ["OR"], .items([
            "UIViewController.didReceiveMemoryWarning()", "view-loading.memory-warning-unloads",
            "UIViewController.willRotate(to:duration:)", "UIViewController.init(coder:)", "UIViewController.viewDidLoad()",
            "UIViewController.viewWillAppear(_:)",
        ])),
        ("view OR load", ["view", "OR", "load"], .items(["UIViewController.viewDidLoad()", "view-loading.memory-warning-unloads"])),
        ("NEAR", ["NEAR"], .items([])), ("NEAR(a b)", ["NEAR(a", "b)"], .items([])),
        // Facts and pitfalls are titled and indexed by their own words, not their methods' names,
        // so only method documents hold Swift names' brackets.
        ("(", ["("], .items(everyMethod)),
        (")", [")"], .items(everyMethod)),
        ("((", ["(("], .items([])), ("[", ["["], .items([])), ("]", ["]"], .items([])), ("{", ["{"], .items([])),
        ("^", ["^"], .items([])),
        (":", [":"], .items([
            "UIViewController.init(nibName:bundle:)", "UIViewController.willRotate(to:duration:)",
            "UIApplicationDelegate.application(_:didFinishLaunchingWithOptions:)", "UIViewController.init(coder:)",
            "UIViewController.viewWillAppear(_:)", "UIView.init(frame:)", "UIView.init(coder:)",
        ])),
        ("title:view", ["title:view"], .items([])),
        ("AND", ["AND"], .items(["uiview.layout-on-bounds-change"])),
        ("NOT", ["NOT"], .items(["view-loading.memory-warning-unloads", "appearance.will-appear-each-time"])),
        ("a'b", ["a'b"], .items([])),
        ("'; DROP TABLE facts; --", ["';", "DROP", "TABLE", "facts;", "--"], .items([])),
        ("\\", ["\\"], .items([])), ("%", ["%"], .items([])), ("%%%", ["%%%"], .items([])),
        ("_", ["_"], .items([
            "UIViewController.viewWillAppear(_:)", "UIApplicationDelegate.application(_:didFinishLaunchingWithOptions:)",
        ])),
        ("布", ["布"], .items(["UIView.layoutSubviews()", "uiview.layout-on-bounds-change"])),
        ("\u{7}bell", ["bell"], .items([])), ("😀", ["😀"], .items([])),
        ("viewDidLoad \"", ["viewDidLoad"], .items([
            "UIViewController.viewDidLoad()", "conflict.viewdidload-timing", "view-loading.loadview-before-viewdidload",
            "view-loading.viewdidload-runs-once",
        ])),
        (String(repeating: "布局", count: 500), [String(repeating: "布局", count: 500)], .items([])),
    ] as [(String, [String]?, Finds)])
    func hostileInputIsSearchedLiterally(text: String, literal: [String]?, finds: Finds) throws {
        switch finds {
        case .asksForSomethingToSearch:
            #expect(throws: KnowledgeBaseError.emptySearch) { try knowledge.search(text, language: .en) }
        case .items(let expected):
            let hits = try knowledge.search(text, language: .en, limit: 100)
            #expect(Set(hits.map(\.id)) == expected)
            #expect(Set(hits.map(\.id)) == (try textsContaining(literal ?? [])))
        }
    }

    /// An Objective-C spelling names its method exactly, so the method leads the results even
    /// though no text contains the spelling itself.
    @Test func anObjectiveCSpellingFindsItsMethodFirst() throws {
        let hits = try knowledge.search("-viewDidLoad", language: .en, limit: 100)
        #expect(hits.map(\.id) == ["UIViewController.viewDidLoad()"])
    }

    /// Items any of whose texts contains every term, ignoring case: a plain scan of the search
    /// documents with Swift's `contains`, independent of the index and the SQL the search uses.
    private func textsContaining(_ terms: [String]) throws -> Set<String> {
        try knowledge.reader.read { db in
            var found: Set<String> = []
            for row in try Row.fetchAll(db, sql: "SELECT owner_id, title, body FROM search_documents") {
                let text = ((row["title"] as String) + "\n" + (row["body"] as String)).lowercased()
                if terms.allSatisfy({ text.contains($0.lowercased()) }) { found.insert(row["owner_id"]) }
            }
            return found
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
