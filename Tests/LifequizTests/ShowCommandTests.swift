import Foundation
import Testing

@Suite struct ShowCommandTests {
    @Test func theDefaultCardIsShortAndFullPrintsEverything() throws {
        let cli = try CLI()
        let short = try cli.run(["show", "viewDidLoad", "--lang", "en"])
        let full = try cli.run(["show", "viewDidLoad", "--lang", "en", "--full"])
        #expect(short.status == 0 && full.status == 0)
        let shortLines = short.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(shortLines.count <= 40)
        for heading in ["When UIKit calls it", "Where it sits — ", "Where the sources disagree (2 of "] {
            #expect(shortLines.contains { $0.hasPrefix(heading) }, "\(heading)")
        }
        #expect(shortLines.contains { $0.hasPrefix("Pitfalls (2 of ") })
        #expect(!shortLines.contains("Facts"))
        #expect(short.stdout.contains("lifequiz show viewDidLoad --full"))
        let fullLines = full.stdout.split(separator: "\n")
        #expect(fullLines.contains("Facts") && fullLines.count > 150)
    }

    /// The callback's place in a scenario says what its numbers count, in both languages.
    @Test func thePlaceInAScenarioIsLabelled() throws {
        let english = try CLI().run(["show", "viewWillAppear", "--lang", "en", "--full"])
        #expect(english.stdout.range(of: #"→ A viewWillAppear\(_:\)  \d+ of \d+ callbacks\n"#, options: .regularExpression) != nil, "\(english.stdout)")
        let chinese = try CLI().run(["show", "viewWillAppear", "--lang", "zh", "--full"])
        #expect(chinese.stdout.range(of: #"→ A viewWillAppear\(_:\)  第 \d+ 个（共 \d+ 个）\n"#, options: .regularExpression) != nil, "\(chinese.stdout)")
    }

    /// A scenario whose title names its version is not followed by it again.
    @Test func aPlacementsHeadingSaysItsVersionOnce() throws {
        let card = try CLI().run(["show", "applicationWillTerminate", "--lang", "en"])
        #expect(card.stdout.contains("Where it sits — Killing the app from the switcher on iOS 9\n"), "\(card.stdout)")
    }

    /// A method that is all Apple's documentation names the seed passage nearest its subject as
    /// "see also", and lists the seed under that heading, not "Sources".
    @Test(arguments: [("en", "See also [002 §", "See also"), ("zh", "另见 [002 §", "另见")])
    func aMethodWhollyBeyondTheSeedsShowsThemAsSeeAlso(language: String, inline: String, heading: String) throws {
        let card = try CLI().run(["show", "configurationForConnecting", "--lang", language, "--full"])
        #expect(card.status == 0)
        let lines = card.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let seeAlso = try #require(lines.firstIndex(of: Substring(heading)), "\(card.stdout)")
        #expect(lines[4].hasSuffix(" · " + inline + "UIApplication" + (language == "en" ? ", its delegate callbacks, key window and window levels L23-43]" : " L23-43]")), "\(lines[4])")
        #expect(lines[seeAlso + 1].hasPrefix("  002  "))
        #expect(!lines.contains(language == "en" ? "Sources" : "出处"))
    }

    /// deinit comes once per object; viewDidLoad once per load of the view, again if it reloads.
    @Test func onlyViewLoadingCallbacksAreSaidToComeOncePerViewLoad() throws {
        let deinitCard = try CLI().run(["show", "UIViewController.deinit", "--lang", "en"])
        #expect(deinitCard.stdout.contains("called once per object ·"))
        let viewDidLoad = try CLI().run(["show", "viewDidLoad", "--lang", "en"])
        #expect(viewDidLoad.stdout.contains("called once each time the view loads"))
    }

    /// applicationWillTerminate can be missed (a suspended app ends unheard): its card says so,
    /// where "once per object" would contradict its text.
    @Test(arguments: [("en", "called at most once, possibly never ·"), ("zh", "至多调用一次，也可能一次都没有 ·")])
    func aCallbackThatCanBeMissedIsSaidToComeAtMostOnce(language: String, label: String) throws {
        let card = try CLI().run(["show", "applicationWillTerminate", "--lang", language])
        #expect(card.stdout.contains(label), "\(card.stdout)")
    }

    /// A pitfall's citations stand on their own line, labelled as its sources where they are:
    /// after the title they read as part of its claim.
    @Test(arguments: [("en", "Sources: [000 §Example: present and dismiss"), ("zh", "出处：[000 §1.1.14.2 Present & Dismiss")])
    func aPitfallsCitationsFollowItsTitleOnTheirOwnLine(language: String, citation: String) throws {
        let pitfall = try CLI().run(["show", "presentation.sheet-presenter-gets-no-callbacks", "--lang", language])
        let lines = pitfall.stdout.split(separator: "\n").map(String.init)
        let title = try #require(lines.firstIndex { $0.hasPrefix("  • ") }, "\(pitfall.stdout)")
        #expect(!lines[title].contains("["), "\(lines[title])")
        #expect(lines[title + 1].hasPrefix("    " + citation), "\(lines[title + 1])")
    }

    /// A pitfall's code follows its Fix, labelled as the code with the bug, then the fixed code:
    /// unlabelled, the mistake read as the fix.
    @Test(arguments: [("en", "✗ With the bug", "✓ Fixed"), ("zh", "✗ 有问题的代码", "✓ 改正后")])
    func aPitfallsCodeIsLabelledAsTheBugAndTheFix(language: String, bug: String, fixed: String) throws {
        let pitfall = try CLI().run(["show", "presentation.sheet-presenter-gets-no-callbacks", "--lang", language])
        let lines = pitfall.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let bugLine = try #require(lines.firstIndex(of: bug), "\(pitfall.stdout)")
        let fixedLine = try #require(lines.firstIndex(of: fixed), "\(pitfall.stdout)")
        #expect(lines[(bugLine + 1)..<fixedLine].contains { $0.contains("override func viewWillAppear") })
        #expect(lines[(fixedLine + 1)...].contains { $0.contains("present(editor, animated: true)") })
    }

    /// A card's topic is named by its title in the reader's language, with the id `--topic` takes:
    /// the id alone was English inside a Chinese card.
    @Test(arguments: [("en", "topic Modal presentation (presentation) · method"), ("zh", "主题 模态呈现（presentation） · 方法")])
    func aCardNamesItsTopicByTitleAndID(language: String, line: String) throws {
        let card = try CLI().run(["show", "present", "--full", "--lang", language])
        #expect(card.stdout.contains(line), "\(card.stdout)")
        let pitfall = try CLI().run(["show", "presentation.presenting-from-viewdidload", "--lang", language])
        #expect(pitfall.stdout.contains(line.components(separatedBy: " · ")[0] + "\n"), "\(pitfall.stdout)")
    }

    @Test func aNameSeveralClassesShareGivesEachCardItsOwnFullCommand() throws {
        let shown = try CLI().run(["show", "init(coder:)", "--lang", "en"])
        let more = shown.stdout.split(separator: "\n").filter { $0.hasPrefix("More: ") }
        #expect(more.count == 3)
        #expect(more.contains { $0.contains("lifequiz show \"UIView.init(coder:)\" --full") })
        // NibLoading.init(coder:) has one pitfall: counted in the singular.
        #expect(more.allSatisfy { $0.firstMatch(of: /\b1 (facts|pitfalls)\b/) == nil })
    }

    @Test func aFactPitfallOrConflictIDOpensThatEntry() throws {
        let cli = try CLI()
        let pitfall = try cli.run(["show", "view-loading.loadview-touches-view", "--lang", "en"])
        #expect(pitfall.status == 0)
        #expect(pitfall.stdout.contains("Reading view inside loadView()") && pitfall.stdout.contains("Fix: "))
        let fact = try cli.run(["show", "view-loading.view-is-lazy", "--format", "json"])
        let document = try JSONSerialization.jsonObject(with: Data(fact.stdout.utf8)) as! [String: Any]
        let entry = try #require(document["entry"] as? [String: Any])
        #expect(entry["kind"] as? String == "fact")
        #expect((entry["fact"] as? [String: Any])?["id"] as? String == "view-loading.view-is-lazy")
        let conflict = try cli.run(["show", "conflict.push-order", "--lang", "zh"])
        #expect(conflict.status == 0 && conflict.stdout.hasPrefix("资料分歧  conflict.push-order"))
    }

    /// The start of an entry's id names the entries it begins; a conflict's id never opens a
    /// method's card (`conflict.view` is not UIViewController.view).
    @Test func theStartOfAnIDNamesTheEntriesItBegins() throws {
        let push = try CLI().run(["show", "conflict.push", "--lang", "en"])
        #expect(push.status == 2 && push.stderr.contains("Did you mean conflict.push-order?"), "\(push.stderr)")
        let view = try CLI().run(["show", "conflict.view", "--lang", "en"])
        #expect(view.status == 2 && view.stdout.isEmpty && view.stderr.contains("conflict.view-did-load-once"), "\(view.stderr)")
    }

    /// In Chinese, ids set apart by 、 keep a space around the 或 before the last: an id is Latin.
    @Test func chineseAlternativesSetTheLastIDApart() throws {
        let view = try CLI().run(["show", "conflict.view", "--lang", "zh"])
        #expect(view.stderr.contains("conflict.view-did-unload-retirement 或 conflict.view-loaded-in-view-did-load"), "\(view.stderr)")
    }

    /// Opened by its id, a conflict names it once, in the heading.
    @Test func anOpenedConflictNamesItsIDOnce() throws {
        let shown = try CLI().run(["show", "conflict.push-order", "--lang", "en"])
        #expect(shown.stdout.components(separatedBy: "conflict.push-order").count == 2, "\(shown.stdout)")
    }

    @Test func everySearchResultOpensWithShow() throws {
        let cli = try CLI()
        let search = try cli.run(["search", "loadView", "--limit", "30", "--format", "json"])
        let results = try #require((try JSONSerialization.jsonObject(with: Data(search.stdout.utf8)) as? [String: Any])?["results"] as? [[String: Any]])
        #expect(Set(results.compactMap { $0["kind"] as? String }) == ["method", "fact", "pitfall", "conflict"])
        for id in results.compactMap({ $0["id"] as? String }) {
            let shown = try cli.run(["show", id])
            #expect(shown.status == 0, "show \(id): \(shown.stderr)")
        }
    }

    /// A method's title is its id, said once; a fact's id follows its snippet.
    @Test func aSearchResultNamesItsIDOnce() throws {
        let result = try CLI().run(["search", "sceneDidDisconnect", "--lang", "en", "--limit", "30"])
        let lines = result.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.filter { $0 == "UISceneDelegate.sceneDidDisconnect(_:)" }.isEmpty, "\(result.stdout)")
        #expect(lines.contains { $0.hasSuffix("[method] UISceneDelegate.sceneDidDisconnect(_:)") })
        #expect(lines.contains("scenes.disconnect-is-not-termination"))
    }

    /// Words with nothing to look for (a lone quote, blanks) are a usage error, said as the
    /// command's other usage errors are: with the usage line.
    @Test(arguments: ["\"", "  ", "\" \""])
    func wordsWithNothingToLookForAreAUsageError(words: String) throws {
        let result = try CLI().run(["search", words, "--lang", "en"])
        #expect(result.status == 64 && result.stderr.hasPrefix("Error: nothing to search for"), "\(result.stderr)")
        #expect(result.stderr.contains("Usage: lifequiz search"))
    }

    @Test func aSearchThatFindsNothingSuggestsTheMethodItMayMistype() throws {
        let result = try CLI().run(["search", "viewDidLod", "--lang", "en"])
        #expect(result.status == 0 && result.stdout.contains("Nothing matches 'viewDidLod'. Did you mean viewDidLoad?"))
        let json = try CLI().run(["search", "viewDidLod", "--format", "json"])
        #expect((try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["suggestions"] as? [String] == ["viewDidLoad"])
    }

    /// "viewDidLoad 蓝牙": no text has both words, so those with some are shown, said as such.
    @Test func wordsNoTextHasTogetherFindTextsWithSomeOfThem() throws {
        let cli = try CLI()
        let text = try cli.run(["search", "viewDidLoad", "蓝牙", "--lang", "zh"])
        #expect(text.status == 0 && text.stdout.contains("没有条目包含“viewDidLoad 蓝牙”的全部词语"))
        let json = try cli.run(["search", "viewDidLoad", "蓝牙", "--format", "json"])
        let answer = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(answer["every_term"] as? Bool == false)
        let ids = (answer["results"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        #expect(ids.prefix(3).contains("view-loading.viewdidload-once"), "\(ids)")
    }

    /// 生命周期顺序: one text has both words; those with one of them follow, said as such.
    @Test func fewTextsWithEveryWordAreFollowedByThoseWithSome() throws {
        let cli = try CLI()
        let text = try cli.run(["search", "生命周期顺序", "--lang", "zh"])
        #expect(text.status == 0 && text.stdout.contains("下面的条目包含“生命周期顺序”的部分词语"), "\(text.stdout)")
        let json = try cli.run(["search", "生命周期顺序", "--format", "json"])
        let answer = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let results = (answer["results"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        let some = (answer["some_terms"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        #expect(results.first == "initialization.alloc-init-come-first" && results.count < 3 && !some.isEmpty, "\(results) \(some)")
        #expect(Set(results).isDisjoint(with: some))
    }

    /// A method's own facts say what holds on every version before what held on some
    /// (twenty-second review C: `show viewDidLoad --full` opened with an iOS 9 log).
    @Test func aMethodsFactsForEveryVersionComeFirst() throws {
        let json = try CLI().run(["show", "viewDidLoad", "--full", "--format", "json"])
        let answer = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let card = try #require((answer["cards"] as? [[String: Any]])?.first)
        let own = (card["facts"] as? [[String: Any]] ?? []).filter { $0["method"] as? String == "UIViewController.viewDidLoad()" }
        let limited = own.map { $0["ios"] != nil }
        #expect(limited.contains(true) && limited == limited.sorted { !$0 && $1 }, "\(own.map { $0["id"] ?? "" })")
    }

    /// "viewDidLoad 调用几次": 几次 only makes it a question, so the texts with viewDidLoad and 调用 answer it.
    @Test func aQuestionTypedInChineseIsSearchedForByItsSubject() throws {
        let json = try CLI().run(["search", "viewDidLoad", "调用几次", "--format", "json"])
        let answer = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(answer["every_term"] as? Bool == true)
        let ids = (answer["results"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        #expect(ids.prefix(3).contains("view-loading.viewdidload-once"), "\(ids)")
    }

    /// A question of how often is answered first by the text that says how often: the loop
    /// that runs viewDidLoad without end names it more often but gives no count.
    /// A count asks it too (twenty-second review W7: `viewDidLoad called twice` gave didMove's twice).
    @Test(arguments: [["how", "many", "times", "is", "viewDidLoad", "called"], ["viewDidLoad", "调用几次"], ["视图加载几次"],
                      ["viewDidLoad", "called", "twice"], ["viewDidLoad", "调用两次"]])
    func aQuestionOfHowOftenIsAnsweredFirstByTheTextThatSaysHowOften(words: [String]) throws {
        let json = try CLI().run(["search"] + words + ["--format", "json"])
        let answer = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let ids = (answer["results"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        #expect(ids.first == "view-loading.viewdidload-once", "\(ids)")
    }

    /// Questions as interviews ask them (eighteenth review W9, W11): a question about one method
    /// gives that method; an order, what holds today before what held before iOS 8; a retain
    /// cycle or a controller never freed, the fact that names the cycles; will against did, the
    /// fact that says how they differ; a symptom (`not called`, 不走), the fact or pitfall that
    /// explains it.
    @Test(arguments: [
        (["when", "is", "loadView", "called"], "UIViewController.loadView()"),
        (["loadView", "什么时候调用"], "UIViewController.loadView()"),
        // Twenty-fourth review W3: 调用时机 and 何时调用 ask the same as 什么时候调用.
        (["viewDidLoad", "调用时机"], "UIViewController.viewDidLoad()"),
        (["layoutSubviews", "何时调用"], "UIView.layoutSubviews()"),
        (["rotation", "order"], "rotation.order-from-ios8"),
        (["旋转", "顺序"], "rotation.order-from-ios8"),
        (["retain", "cycle"], "memory.deinit-needs-no-strong-references"),
        (["控制器", "不释放"], "memory.deinit-needs-no-strong-references"),
        (["why", "is", "my", "view", "controller", "not", "deallocated"], "memory.deinit-needs-no-strong-references"),
        (["viewWillAppear", "和", "viewDidAppear", "区别"], "appearance.will-did-pairs"),
        // Nineteenth review W5: words together in the typed order, "app" as a word (not inside
        // "appear"), a symptom before a method's definition.
        (["app", "lifecycle"], "app-lifecycle.five-states"),
        (["App", "生命周期"], "app-lifecycle.five-states"),
        (["push", "order"], "navigation.push-disappear-before-appear"),
        (["push", "顺序"], "navigation.push-disappear-before-appear"),
        (["viewWillAppear", "not", "called"], "presentation.sheet-presenter-gets-no-callbacks"),
        (["viewWillAppear", "不调用"], "presentation.sheet-presenter-gets-no-callbacks"),
        (["deinit", "not", "called"], "memory.deinit-needs-no-strong-references"),
        (["dealloc", "不走"], "memory.deinit-needs-no-strong-references"),
        (["frame", "wrong", "in", "viewDidLoad"], "layout.frame-layout-in-viewdidload"),
        // Twentieth review #5: a comparison is about the two it names, answered by a text that
        // says how they differ.
        (["viewWillAppear", "vs", "viewDidAppear"], "appearance.will-did-pairs"),
        (["difference", "between", "viewWillAppear", "and", "viewDidAppear"], "appearance.will-did-pairs"),
        (["awakeFromNib", "和", "init", "区别"], "nib-loading.init-coder-during-awake-after"),
        // Twentieth review #6: the tab switch's order, which only the engine's rule stated.
        (["tab", "switch", "order"], "tabs-and-pages.switch-order"),
        (["切换标签", "顺序"], "tabs-and-pages.switch-order"),
    ])
    func interviewQuestionsAreAnsweredFirstByTheirSubject(words: [String], answer: String) throws {
        let json = try CLI().run(["search"] + words + ["--format", "json"])
        let found = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let ids = (found["results"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        #expect(ids.first == answer, "\(ids)")
    }

    /// A citation names the seed's section by its English title for English readers, by the
    /// seed's own heading for Chinese ones.
    @Test func citationsNameTheSectionInTheReadersLanguage() throws {
        let cli = try CLI()
        let en = try cli.run(["show", "rotation.rotation-layout-log", "--lang", "en"]).stdout
        let zh = try cli.run(["show", "rotation.rotation-layout-log", "--lang", "zh"]).stdout
        #expect(en.contains("[000 §Example: rotating the screen L303-312]"), "\(en)")
        #expect(zh.contains("[000 §1.1.14.1 屏幕旋转 L303-312]"), "\(zh)")
        let notes = try cli.run(["show", "viewDidLoad", "--full", "--lang", "en"]).stdout
        #expect(notes.contains("§6. Notes") && !notes.contains("几点备注"), "\(notes)")
    }

    @Test func lifecycleFindsWhatLifeCycleFinds() throws {
        let cli = try CLI()
        func ids(_ words: [String]) throws -> Set<String> {
            let search = try cli.run(["search"] + words + ["--lang", "en", "--limit", "100", "--format", "json"])
            let results = (try JSONSerialization.jsonObject(with: Data(search.stdout.utf8)) as? [String: Any])?["results"] as? [[String: Any]]
            return Set((results ?? []).compactMap { $0["id"] as? String })
        }
        let joined = try ids(["lifecycle"]), apart = try ids(["\"life cycle\""])
        #expect(joined.count > 2 && joined == apart)
    }

    @Test func searchPutsTheExactNameFirst() throws {
        let cli = try CLI()
        for (query, first) in [("loadView", "UIViewController.loadView()"), ("initWithCoder:", "UIViewController.init(coder:)"),
                                ("view-loading.view-is-lazy", "view-loading.view-is-lazy")] {
            let search = try cli.run(["search", query, "--format", "json"])
            let results = (try JSONSerialization.jsonObject(with: Data(search.stdout.utf8)) as? [String: Any])?["results"] as? [[String: Any]]
            #expect(results?.first?["id"] as? String == first, "\(query)")
        }
    }

    /// An option a command lacks, typed among its words, is a usage error, not text to look up.
    @Test(arguments: [["search", "一定", "--no-pager"], ["show", "viewDidLoad", "--nopager"]])
    func aMistypedOptionIsAUsageError(_ arguments: [String]) throws {
        let result = try CLI().run(arguments + ["--lang", "en"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("has no option \(arguments.last!)"))
        #expect(result.stdout.isEmpty)
    }

    @Test func searchResultsCarryTheirOwnTitles() throws {
        let cli = try CLI()
        for query in ["生命周期", "viewDidLoad"] {
            let search = try cli.run(["search", query, "--limit", "40", "--format", "json"])
            let results = try #require((try JSONSerialization.jsonObject(with: Data(search.stdout.utf8)) as? [String: Any])?["results"] as? [[String: Any]])
            let titles = results.compactMap { ($0["title"] as? [String: Any])?["text"] as? String }
            #expect(titles.count == results.count && titles.allSatisfy { !$0.trimmingCharacters(in: .whitespaces).isEmpty }, "\(query)")
            #expect(Set(titles).count == titles.count, "\(query): titles repeat")
        }
    }

    @Test func aCitedPassageIsPrintedOncePerBullet() throws {
        let full = try CLI().run(["show", "viewDidLoad", "--full", "--lang", "en"])
        let citation = /\[(\d{3}) §([^\]]*?) L[\d, L-]+\]/
        for line in full.stdout.split(separator: "\n") {
            let sections = line.matches(of: citation).map { "\($0.output.1) \($0.output.2)" }
            #expect(Set(sections).count == sections.count, "\(line)")
        }
        // Two passages of seed 002's UIViewController section, in one citation.
        #expect(full.stdout.contains("[002 §UIViewController callbacks, logs and default view loading L185-190, L239-256]"))
    }

    /// Two names that name nothing together show each one's card, to compare them.
    @Test func twoMethodNamesShowBothCards() throws {
        let result = try CLI().run(["show", "viewWillAppear", "viewDidAppear", "--lang", "en", "--format", "json"])
        #expect(result.status == 0)
        let answer = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let ids = (answer["cards"] as? [[String: Any]] ?? []).compactMap { ($0["method"] as? [String: Any])?["id"] as? String }
        #expect(ids == ["UIViewController.viewWillAppear(_:)", "UIViewController.viewDidAppear(_:)"], "\(ids)")
    }


    /// A bare name that settles on one method names the others called so (twenty-third review
    /// W9: `show init` opened init() and said nothing of init(nibName:bundle:)).
    @Test func aBareSharedNameNamesTheOtherMethodsCalledSo() throws {
        let cli = try CLI()
        let shared = try cli.run(["show", "init", "--lang", "en", "--no-pager"])
        #expect(shared.status == 0 && shared.stdout.contains("Also named init:") && shared.stdout.contains("UIViewController.init(nibName:bundle:)"))
        let alone = try cli.run(["show", "viewDidLoad", "--lang", "en", "--no-pager"])
        #expect(!alone.stdout.contains("Also named"))
    }

}
