import Foundation
import Testing

@Suite struct SimulateCommandTests {
    @Test func printsOneCallbackALine() throws {
        let result = try CLI().run(["simulate", "--ios", "12", "--steps", "launch nav(A); push B"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.contains("B viewDidLoad()"))
        #expect(lines.firstIndex(of: "B viewDidLoad()")! < lines.firstIndex(of: "A viewWillDisappear(_:)")!)
    }

    /// The engine's own notes (what it leaves out, a crash) read in the reader's language;
    /// `--format json` keeps the English for scripts.
    @Test(arguments: [
        ("launch tabs(A, B); select A", "A 已经是选中的标签", "A is already the selected tab"),
        ("launch A(loadView=empty, viewDidLoad=touchesView)", "崩溃：A.loadView()", "crash: A.loadView()"),
    ])
    func notesAreInTheReadersLanguage(_ script: String, chinese: String, english: String) throws {
        let cli = try CLI()
        let zh = try cli.run(["simulate", "--lang", "zh", "--steps", script])
        #expect(zh.stdout.contains("# \(chinese)") && !zh.stdout.contains(english), "\(zh.stdout)")
        let en = try cli.run(["simulate", "--lang", "en", "--steps", script])
        #expect(en.stdout.contains("# \(english)"))
        let json = try cli.run(["simulate", "--lang", "zh", "--format", "json", "--steps", script])
        #expect(json.stdout.contains(english))
    }

    /// A script with no steps (empty, or comments only) is an error, not an empty trace.
    @Test func aScriptWithNoStepsIsAnError() throws {
        let cli = try CLI()
        for script in ["", "# only a comment", "ios 12"] {
            let result = try cli.run(["simulate", "--steps", script])
            #expect(result.status == 2 && result.stdout.isEmpty && result.stderr.contains("no steps"), "\(script): \(result.stderr)")
        }
    }

    /// --explain writes sentences only text and JSON have room for; a diagram refuses it rather
    /// than dropping it unsaid.
    @Test(arguments: ["lanes", "mermaid", "svg", "html"])
    func explainIsRefusedWhereItCannotBeShown(format: String) throws {
        let result = try CLI().run(["simulate", "--steps", "launch A", "--format", format, "--explain", "--lang", "en"])
        #expect(result.status == 64 && result.stdout.isEmpty, "\(result.stderr)")
        let reason = ["svg", "html"].contains(format) ? "--format \(format) already shows the rule behind each callback when you hover" : "--explain has no room in --format \(format)"
        #expect(result.stderr.contains(reason), "\(result.stderr)")
    }

    @Test func readsAFileAndStandardInput() throws {
        let cli = try CLI()
        let file = cli.home.appending(path: "scenario.txt")
        try "ios 9\nlaunch nav(A)  # root\npush B\n".write(to: file, atomically: true, encoding: .utf8)
        let fromFile = try cli.run(["simulate", file.path])
        let fromStdin = try cli.run(["simulate", "-"], input: "ios 9\nlaunch nav(A)\npush B\n")
        #expect(fromFile.status == 0 && fromFile.stdout == fromStdin.stdout)
        let lines = fromFile.stdout.split(separator: "\n")
        #expect(lines.firstIndex(of: "A viewWillDisappear(_:)")! < lines.firstIndex(of: "B viewDidLoad()")!, "iOS 9 order")
    }

    @Test func objectiveCNamesAndFilters() throws {
        let result = try CLI().run(["simulate", "--steps", "launch nav(A); push B; pop", "--objc", "--only", "appearance"])
        #expect(result.stdout.contains("B viewWillAppear:") && result.stdout.contains("A viewDidAppear:"))
        #expect(!result.stdout.contains("loadView"))
        let dealloc = try CLI().run(["simulate", "--steps", "launch nav(A); push B; pop", "--objc"])
        #expect(dealloc.stdout.contains("B dealloc"))
    }

    @Test func jsonEventsReferToObjectsCallbacksAndRulesSaidOnce() throws {
        let result = try CLI().run(["simulate", "--steps", "launch A", "--format", "json", "--explain"])
        let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
        #expect(document["format"] as? Int == 2 && document["ios"] as? Int == 18)
        let events = try #require(document["events"] as? [[String: Any]])
        let objects = try #require(document["objects"] as? [String: String])
        let callbacks = try #require(document["callbacks"] as? [String: [String: String]])
        let rules = try #require(document["rules"] as? [String: [String: String]])
        #expect(objects["A"] == "UIViewController")
        #expect(callbacks["viewDidLoad()"]?["method"] == "UIViewController.viewDidLoad()")
        #expect(callbacks["viewDidLoad()"]?["objc"] == "viewDidLoad")
        #expect(events.allSatisfy { event in
            objects[event["object"] as? String ?? ""] != nil && callbacks[event["callback"] as? String ?? ""] != nil
                && rules[event["rule"] as? String ?? ""]?["why"]?.isEmpty == false
        })
    }

    @Test func lanesAndMermaid() throws {
        let lanes = try CLI().run(["simulate", "--steps", "launch nav(A); push B", "--format", "lanes", "--only", "appearance"])
        #expect(lanes.stdout.split(separator: "\n").first?.contains("Nav") == true)
        let mermaid = try CLI().run(["simulate", "--steps", "launch A", "--format", "mermaid"])
        #expect(mermaid.stdout.hasPrefix("sequenceDiagram\n") && mermaid.stdout.contains("UIKit->>A: viewDidLoad()"))
    }

    /// What the app's own code calls (UIApplicationMain from its main, the inits of what it
    /// creates in code, makeKeyAndVisible in code, removeFromSuperview for `removeView`) comes from
    /// "your code" in Mermaid and is marked in JSON; UIKit's callbacks are neither (eighteenth
    /// review C13, nineteenth W6).
    /// A step the app's code takes starts, in Mermaid, with its call from "your code" to UIKit;
    /// a step the user takes does not.
    @Test func aMermaidStepTheAppTakesStartsWithItsCall() throws {
        let mermaid = try CLI().run(["simulate", "--steps", "launch nav(A); push B; swipeBack", "--format", "mermaid", "--only", "appearance"]).stdout
        #expect(mermaid.contains("participant AppCode as your code"))
        #expect(mermaid.contains("UIKit->>A: viewDidAppear(_:)\n    AppCode->>UIKit: pushViewController(_:animated:)\n    UIKit->>A: viewWillDisappear(_:)"),
                "\(mermaid)")
        #expect(mermaid.components(separatedBy: "AppCode->>UIKit").count == 2, "\(mermaid)")
    }

    @Test func theAppsOwnCallsAreDrawnFromItsCodeAndMarkedInJSON() throws {
        let steps = "launch A; addView V to A; removeView V"
        let mermaid = try CLI().run(["simulate", "--steps", steps, "--format", "mermaid"]).stdout
        #expect(mermaid.contains("participant AppCode as your code"))
        #expect(mermaid.contains("AppCode->>Window: makeKeyAndVisible()") && mermaid.contains("AppCode->>V: removeFromSuperview()"))
        #expect(mermaid.contains("UIKit->>V: willMove(toSuperview: nil)"))
        #expect(mermaid.contains("Note over AppCode: main()\n    AppCode->>UIKit: UIApplicationMain(_:_:_:_:)"))
        #expect(mermaid.contains("AppCode->>A: init(nibName:bundle:)") && mermaid.contains("AppCode->>V: init(frame:)"))
        let json = try CLI().run(["simulate", "--steps", steps, "--format", "json"]).stdout
        let events = try #require((try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])?["events"] as? [[String: Any]])
        let marked = events.filter { $0["calledByTheApp"] as? Bool == true }.compactMap { $0["callback"] as? String }
        #expect(marked == ["UIApplicationMain(_:_:_:_:)", "init(nibName:bundle:)", "makeKeyAndVisible()", "init(frame:)", "removeFromSuperview()"])
        let storyboard = try CLI().run(["simulate", "--steps", "launch A(storyboard)", "--format", "mermaid"]).stdout
        #expect(!storyboard.contains("AppCode->>Window") && storyboard.contains("UIKit->>A: init(coder:)"),
                "a main storyboard's window is made key, and its controller made, by UIKit")
        let zh = try CLI().run(["--lang", "zh", "simulate", "--steps", steps, "--format", "mermaid"]).stdout
        #expect(zh.contains("participant AppCode as 你的代码"))
    }

    /// The trace logs a loadViewIfNeeded() where an override that calls super logs it, after the
    /// loading; a diagram of calls draws the call before the loadView() it causes: the app's, and
    /// UIKit's for a navigation controller's first top (twentieth review #8). UIKit's call on a
    /// pushed controller whose view loaded earlier stays where it is.
    @Test(arguments: [("launch tabs(A, B); loadViewIfNeeded B", "AppCode->>B"), ("launch nav(A)", "UIKit->>A")])
    func mermaidDrawsLoadViewIfNeededBeforeTheLoadingItCauses(steps: String, call: String) throws {
        let mermaid = try CLI().run(["simulate", "--steps", steps, "--format", "mermaid"]).stdout
        let lines = mermaid.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let object = call.split(separator: ">").last!
        let calling = try #require(lines.firstIndex(of: "\(call): loadViewIfNeeded()"))
        let loading = try #require(lines.firstIndex(of: "UIKit->>\(object): loadView()"))
        #expect(calling + 1 == loading && lines.filter { $0.hasSuffix("\(object): loadViewIfNeeded()") }.count == 1)
        let push = try CLI().run(["simulate", "--steps", "launch nav(A); push B", "--format", "mermaid"]).stdout
        let pushed = push.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(try #require(pushed.firstIndex(of: "UIKit->>B: loadViewIfNeeded()")) > #require(pushed.firstIndex(of: "UIKit->>B: viewWillAppear(_:)")))
    }

    /// A note on the code written into a callback goes over the app's code, not over UIKit.
    @Test func mermaidPutsNotesOnTheAppsCodeOverIt() throws {
        let mermaid = try CLI().run(["simulate", "--steps", "launch nav(A); present C in viewDidAppear of B; push B", "--format", "mermaid"]).stdout
        #expect(mermaid.contains("Note over AppCode: the code written in viewDidAppear runs now"), "\(mermaid)")
    }

    @Test func aBadScenarioSaysWhereAndExitsTwo() throws {
        let result = try CLI().run(["simulate", "--steps", "launch nav(A; push B"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("line 1, column"))
        let refused = try CLI().run(["simulate", "--steps", "launch nav(A); pop"])
        #expect(refused.status == 2 && refused.stderr.contains("nothing to pop"))
    }

    @Test func anUnsupportedVersionIsAUsageError() throws {
        let result = try CLI().run(["simulate", "--ios", "3", "--steps", "launch A"])
        #expect(result.status == 64 && result.stderr.contains("not modelled"))
    }
}

@Suite struct SimulateDiagramTests {
    @Test func svgIsAStandaloneDiagramWithALanePerObject() throws {
        let result = try CLI().run(["simulate", "--steps", "launch nav(主页); push B", "--format", "svg", "--lang", "zh"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
        for name in ["UIKit", "App", "主页", "Nav", "Window", "B"] {
            #expect(result.stdout.contains("class=\"head\" text-anchor=\"middle\">\(name)</text>"), "\(name)")
        }
        #expect(result.stdout.contains(">第 2 步 · push B</text>"))
        #expect(result.stdout.hasSuffix("</svg>\n"))
    }

    @Test func htmlWrapsTheDiagramInAPage() throws {
        let result = try CLI().run(["simulate", "--steps", "launch A", "--format", "html", "--lang", "en"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(result.stdout.contains(">Step 1 · launch A</text>") && result.stdout.contains("</svg>"))
    }
}

@Suite struct SimulateLanguageTests {
    @Test func rulesAreListedInChinese() throws {
        let result = try CLI().run(["simulate", "--rules", "--lang", "zh"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("依据：") && result.stdout.contains("旋转变成尺寸变化"))
        #expect(!result.stdout.contains("evidence:") && !result.stdout.contains("Rotation is a size change"))
    }

    @Test func theRulesJSONCarriesBothLanguages() throws {
        let result = try CLI().run(["simulate", "--rules", "--format", "json"])
        let rules = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [[String: Any]]
        let summary = try #require(rules.first?["summary"] as? [String: String])
        #expect(summary["zh"]?.isEmpty == false && summary["en"]?.isEmpty == false)
    }

    @Test func chineseRulesCiteTheirEvidenceInChinese() throws {
        let result = try CLI().run(["simulate", "--rules", "--lang", "zh"])
        let evidence = result.stdout.split(separator: "\n").filter { $0.contains("依据：") }
        #expect(!evidence.isEmpty)
        #expect(evidence.allSatisfy { !$0.contains("seed") && !$0.contains("lines") }, "\(evidence)")
    }

    /// The version range that rests on one blog's log says so; the others do not (the first
    /// frame's range has three logs since a sweep of published logs).
    @Test func rangesThatRestOnOneLogSaySo() throws {
        let result = try CLI().run(["simulate", "--rules", "--format", "json"])
        let rules = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [[String: Any]]
        let oneLog = rules.filter { $0["rests_on_one_log"] as? Bool == true }.compactMap { $0["rule"] as? String }
        #expect(Set(oneLog) == ["outgoingDisappearsBeforeIncomingLoads"])
        let text = try CLI().run(["simulate", "--rules", "--lang", "zh"]).stdout
        #expect(text.components(separatedBy: "只依据一位开发者的一份日志").count - 1 == 1)
    }

    @Test func explanationsFollowTheLanguage() throws {
        let result = try CLI().run(["simulate", "--steps", "launch A", "--explain", "--lang", "zh"])
        #expect(result.status == 0 && result.stdout.contains("C 入口 main()"))
    }

    /// JSON keeps a note's English text for scripts, and gives the engine's own notes in both
    /// languages, as errors carry theirs.
    @Test func jsonNotesCarryBothLanguages() throws {
        let result = try CLI().run(["simulate", "--steps", "launch A; background; receive notification", "--format", "json"])
        let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
        let note = try #require((document["notes"] as? [[String: Any]])?.first)
        let messages = try #require(note["messages"] as? [String: String])
        #expect(messages["en"] == note["text"] as? String)
        #expect(messages["zh"]?.contains("通知由系统自己展示") == true)
    }

    /// An --only that keeps nothing says so, where it would have printed nothing, in every format
    /// (lanes printed nothing at all).
    @Test(arguments: ["text", "lanes", "mermaid", "json", "svg"])
    func anOnlyThatKeepsNothingSaysSo(format: String) throws {
        let result = try CLI().run(["simulate", "--steps", "launch A; pullDown notificationCenter", "--only", "notification", "--lang", "en",
                                    "--format", format])
        #expect(result.status == 0 && (format != "text" || result.stdout.isEmpty))
        #expect(result.stderr.contains("No callback of --only notification happens in this scenario"), "\(format)")
    }
}

@Suite struct SimulateCompareTests {
    @Test func aVersionDifferenceIsMarkedWithItsVersionRule() throws {
        let result = try CLI().run(["simulate", "--steps", "launch nav(A); push B", "--compare", "9,12", "--only", "loading"])
        #expect(result.status == 0)
        let result2 = try CLI().run(["simulate", "--steps", "launch nav(A); push B", "--compare", "9,12"])
        let marked = result2.stdout.split(separator: "\n").filter { $0.hasPrefix("≠ A viewWillDisappear(_:)") }
        #expect(marked.count == 2, "iOS 9 and 12 each make it at another point")
        #expect(marked.allSatisfy { $0.hasSuffix("outgoingDisappearsBeforeIncomingLoads (iOS 9)") })
    }

    @Test func jsonGivesEachRowItsPlaceOnEveryVersion() throws {
        let result = try CLI().run(["simulate", "--steps", "launch A; present B; dismiss", "--compare", "12,13", "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(document["versions"] as? [Int] == [12, 13])
        let rows = try #require(document["rows"] as? [[String: Any]])
        let sheetLess = rows.filter { ($0["object"] as? String) == "A" && ($0["callback"] as? String) == "viewWillDisappear(_:)" }
        #expect(sheetLess.count == 1 && sheetLess[0]["differs"] as? Bool == true)
        #expect((sheetLess[0]["positions"] as? [String: Any])?["13"] is NSNull)
    }

    /// A callback some versions never make names the rule that brought it, not a neighbour's; one
    /// every version makes, moved by two rules, names both (twenty-ninth review S1).
    @Test func aRowNamesTheRuleThatBroughtItsCallbackOrEveryRuleThatMovedIt() throws {
        let result = try CLI().run(["simulate", "--steps", "launch nav(A(storyboard))", "--compare", "7,8,9", "--lang", "en"])
        let rows = result.stdout.split(separator: "\n").filter { $0.hasPrefix("≠") }
        let traits = rows.filter { $0.contains("traitCollectionDidChange") }
        #expect(traits.count == 2 && traits.allSatisfy { $0.hasSuffix("traitCollectionCallbacks (iOS 8+)") }, "\(rows)")
        let active = rows.filter { $0.contains("applicationDidBecomeActive") }
        #expect(active.count == 3 && active[0].hasSuffix("firstFrameBeforeDidBecomeActive (iOS 8, 11-12), navigationTopShownBeforeActive (iOS 7)"), "\(rows)")
        // Filtered, iOS 7 and 8 share a row: each of them is told from iOS 9 by one of the two rules.
        let filtered = try CLI().run(["simulate", "--steps", "launch nav(A(storyboard))", "--compare", "7,8,9", "--only", "app,loading", "--lang", "en"])
        let shared = filtered.stdout.split(separator: "\n").filter { $0.hasPrefix("≠ App applicationDidBecomeActive") }
        #expect(shared.count == 2 && shared.allSatisfy { $0.hasSuffix("firstFrameBeforeDidBecomeActive (iOS 8, 11-12), navigationTopShownBeforeActive (iOS 7)") },
                "\(filtered.stdout)")
    }

    /// The presenter's disappearance stops on iOS 13 because presentations became sheets, not
    /// because of the rule that orders it on iOS 12.
    @Test func aRowSomeVersionsLackNamesTheVersionRuleThatDropsIt() throws {
        let result = try CLI().run(["simulate", "--steps", "launch A; present B; dismiss", "--compare", "12,13", "--only", "appearance"])
        let presenterRows = result.stdout.split(separator: "\n").filter { $0.hasPrefix("≠ A viewWillDisappear(_:)") || $0.hasPrefix("≠ A viewDidAppear(_:)") }
        #expect(presenterRows.count == 2 && presenterRows.allSatisfy { $0.hasSuffix("sheetPresentations (iOS 13+)") }, "\(presenterRows)")
        // Far apart, more version rules split the versions the same way (the launch's first
        // frame too): the step's own rule is named.
        let apart = try CLI().run(["simulate", "--steps", "launch A; present B; dismiss", "--compare", "9,18", "--only", "appearance"])
        let apartRows = apart.stdout.split(separator: "\n").filter { $0.hasPrefix("≠ A viewWillDisappear(_:)") }
        #expect(apartRows.count == 1 && apartRows[0].hasSuffix("sheetPresentations (iOS 13+)"), "\(apartRows)")
        let json = try CLI().run(["simulate", "--steps", "launch A; present B; dismiss", "--compare", "12,13", "--format", "json"])
        let rows = try #require((try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["rows"] as? [[String: Any]])
        #expect(rows.filter { $0["differs"] as? Bool == true && ($0["callback"] as? String) == "viewIsAppearing(_:)" }.allSatisfy { $0["cause"] as? String == "viewIsAppearing" })
    }

    @Test func aVersionThatRefusesIsNamedAndABadListIsAUsageError() throws {
        let refused = try CLI().run(["simulate", "--steps", "launch A; present B; swipeDown", "--compare", "12,13"])
        #expect(refused.status == 0 && refused.stdout.contains("On iOS 12, UIKit refuses the scenario"))
        // Versions refused alike share one line, its reason naming them all (twenty-third review W3).
        let alike = try CLI().run(["simulate", "--steps", "launch A; present B; swipeDown", "--compare", "5,9,17", "--lang", "en"])
        #expect(alike.stdout.contains("On iOS 5, 9, UIKit refuses") && alike.stdout.contains("simulates iOS 5, iOS 9"), "\(alike.stdout)")
        let bad = try CLI().run(["simulate", "--steps", "launch A", "--compare", "9,x"])
        #expect(bad.status == 64 && bad.stderr.contains("--compare takes iOS versions"))
        let svg = try CLI().run(["simulate", "--steps", "launch A", "--compare", "9,12", "--format", "svg"])
        #expect(svg.status == 64)
    }
}
