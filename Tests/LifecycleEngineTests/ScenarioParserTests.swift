import LifecycleEngine
import Testing

@Suite struct ScenarioParserTests {
    @Test func readsStepsAcrossLinesSemicolonsAndComments() throws {
        let scenario = try ScenarioParser.parse("""
            ios 12   # the version
            launch nav(A(storyboard)); push B via=segue
            # a whole-line comment

            present nav(C) style=pageSheet
            """)
        #expect(scenario.version == IOSVersion(12))
        #expect(scenario.versionIsExplicit)
        #expect(scenario.steps.map(\.text) == ["launch nav(A(storyboard))", "push B via=segue", "present nav(C) style=pageSheet"])
        guard case .present(.navigation(let stack), .pageSheet, true, false) = scenario.steps[2].action, case .controller(let spec) = stack.first else {
            Issue.record("unexpected action \(scenario.steps[2].action)")
            return
        }
        #expect(spec.name == "C")
    }

    /// As a Chinese input method types them: `（`, `）`, `；`, `，`, `、`, `＝` and the wide space.
    @Test func readsFullWidthPunctuationAsItsASCIIMark() throws {
        let typed = try ScenarioParser.parse("launch nav（A、B）；push C（storyboard，kept）；present D\u{3000}style＝pageSheet")
        let ascii = try ScenarioParser.parse("launch nav(A, B); push C(storyboard, kept); present D style=pageSheet")
        #expect(typed.steps.map(\.action) == ascii.steps.map(\.action))
        // One character for one: `push` is the 17th character of the line.
        #expect(typed.steps[1].location == SourceLocation(line: 1, column: 17))
    }

    @Test func defaultsToTheNewestVersion() throws {
        let scenario = try ScenarioParser.parse("launch A")
        #expect(scenario.version == .newest)
        #expect(!scenario.versionIsExplicit)
    }

    @Test func readsControllerOptions() throws {
        let scenario = try ScenarioParser.parse("launch A(nib=Other, loadView=empty, viewDidLoad=touchesView, releasesView)")
        guard case .launch(.controller(let spec), ScenarioAction.Launch()) = scenario.steps[0].action else {
            Issue.record("unexpected action")
            return
        }
        #expect(spec.creation == .nib(name: "Other"))
        #expect(spec.loadView == .empty)
        #expect(spec.viewDidLoadTouchesView)
        #expect(spec.releasesViewOnMemoryWarning)
    }

    @Test func readsWhetherALaunchRestoresItsSceneSession() throws {
        let first = try ScenarioParser.parse("launch A scenes").steps[0].action
        let relaunch = try ScenarioParser.parse("launch A session=restored scenes").steps[0].action
        guard case .launch(_, let launch) = first, launch.scenes == .new, case .launch(_, let relaunched) = relaunch, relaunched.scenes == .restored else {
            Issue.record("unexpected actions: \(first), \(relaunch)")
            return
        }
    }

    @Test func refusesASceneSessionWithoutScenes() {
        #expect(throws: ScenarioError("session-without-scenes", at: SourceLocation(line: 1, column: 1))) {
            try ScenarioParser.parse("launch A session=restored")
        }
    }

    @Test func keywordsIgnoreCaseButNamesDoNot() throws {
        let scenario = try ScenarioParser.parse("LAUNCH Nav(a); PopToRoot animated=FALSE")
        guard case .launch(.navigation(let stack), _) = scenario.steps[0].action, case .controller(let spec) = stack.first else {
            Issue.record("unexpected action")
            return
        }
        #expect(spec.name == "a")
        #expect(scenario.steps[1].action == .popToRoot(animated: false))
    }

    @Test func readsAChildTransitionToANewTree() throws {
        let scenario = try ScenarioParser.parse("transition B to C(storyboard)")
        guard case .transitionChild(let outgoing, .controller(let incoming), .oldFirst) = scenario.steps[0].action else {
            Issue.record("not a child transition: \(scenario.steps[0].action)")
            return
        }
        #expect(outgoing == "B" && incoming.name == "C" && incoming.creation == .storyboard)
    }

    @Test func readsTheOrderInWhichAContainerToldTheChildrenOfASwap() throws {
        let action = try ScenarioParser.parse("transition B to C order=newFirst").steps[0].action
        #expect(action == .transitionChild(from: "B", to: .controller(ControllerSpec(name: "C")), order: .newFirst))
    }

    @Test func readsHowTheAppHearsItsNotificationsAndASilentPush() throws {
        let steps = try ScenarioParser.parse("launch A notifications=appDelegate; receive notification silent; receive notification").steps.map(\.action)
        guard case .launch(_, let launch) = steps[0] else {
            Issue.record("unexpected action: \(steps[0])")
            return
        }
        #expect(launch.notifications == .appDelegate)
        #expect(Array(steps.dropFirst()) == [.receiveNotification(.silent), .receiveNotification(.remote)])
    }

    @Test func readsARootThatSupportsOnlyLandscape() throws {
        let action = try ScenarioParser.parse("launch A orientations=landscape").steps[0].action
        guard case .launch(_, let launch) = action, launch.orientations == .landscape, launch.scenes == nil else {
            Issue.record("unexpected action: \(action)")
            return
        }
    }

    @Test func readsPopsAndDismissesWrittenInAppearanceCallbacks() throws {
        let scenario = try ScenarioParser.parse(
            "pop animated=false in viewDidAppear of B; popTo A in viewDidAppear of C; dismiss via=segue in viewDidAppear of D; dismiss in viewWillAppear of E")
        #expect(scenario.steps.map(\.action) == [
            .inViewDidAppear(of: "B", .pop(animated: false, viaSegue: false)),
            .inViewDidAppear(of: "C", .popTo("A", animated: true)),
            .inViewDidAppear(of: "D", .dismiss(animated: true, viaSegue: true)),
            .inViewWillAppear(of: "E", .dismiss(animated: true, viaSegue: false)),
        ])
    }

    @Test(arguments: [
        ("launch nav(A", 1, 13, "expected-separator", ["container": "nav"]),
        ("launch A\npush", 2, 5, "expected-controller", ["after": "push"]),
        ("launch A; jump B", 1, 11, "unknown-step", ["step": "jump"]),
        ("launch tabs(A, B); selct A", 1, 20, "unknown-step-did-you-mean", ["step": "selct", "suggestion": "select"]),
        ("lanch A", 1, 1, "unknown-step-did-you-mean", ["step": "lanch", "suggestion": "launch"]),
        ("ios 4", 1, 5, "ios-not-modelled", ["ios": "4"]),
        ("ios 12\nios 13", 2, 1, "ios-twice", [:]),
        ("launch A(fancy)", 1, 10, "unknown-controller-option", ["option": "fancy"]),
        ("launch split(A, B)", 1, 8, "unknown-container", ["name": "split"]),
        ("launch A; background; open door", 1, 28, "open-what", ["found": "door"]),
        ("launch A; registerTraits A color", 1, 28, "registered-traits", ["found": "color"]),
        ("launch A; registerTraits A", 1, 27, "registered-traits-missing", [:]),
        ("launch A via=mail", 1, 14, "unknown-option-value", ["option": "via", "value": "mail"]),
        ("launch A scenes; openScene", 1, 27, "expected-controller", ["after": "openScene"]),
        ("launch A; setRoot B C", 1, 21, "unexpected-after", ["found": "C", "after": "setRoot B"]),
        ("present B style=popover", 1, 17, "unknown-option-value", ["option": "style", "value": "popover"]),
        ("launch Nav", 1, 8, "reserved-name", ["name": "Nav"]),
        ("launch A; swipeBack now", 1, 21, "expected-cancel", ["step": "swipeBack", "found": "now"]),
        ("launch A; terminate now", 1, 21, "expected-running", ["found": "now"]),
        ("launch A; push B speed=2", 1, 18, "unexpected-option", ["found": "speed"]),
        ("launch A; push B!", 1, 17, "unexpected-character", ["character": "!"]),
        ("launch nav(A(storyboard), B(storyboard))", 1, 8, "nav-stack-in-code", [:]),
        ("# only a comment\n ; \nios 12", 1, 1, "no-steps", [:]),
        ("launch nav(A); pop in viewWillAppear of A", 1, 23, "only-in-view-did-appear", ["step": "pop", "found": "viewWillAppear"]),
        ("dismiss in viewDidLoad of A", 1, 12, "dismiss-code-place", ["found": "viewDidLoad"]),
        ("launch A; present B; delegate A for sheets B", 1, 37, "sheet-delegate-did-you-mean", ["found": "sheets"]),
        ("launch nav(A), push B", 1, 14, "comma-between-steps", [:]),
    ] as [(String, Int, Int, String, [String: String])])
    func reportsWhereAndWhatWasExpected(_ script: String, _ line: Int, _ column: Int, _ reason: String, _ details: [String: String]) {
        #expect {
            try ScenarioParser.parse(script)
        } throws: { error in
            guard let error = error as? ScenarioError, error.reason == reason else { return false }
            return error.location == SourceLocation(line: line, column: column) && details.allSatisfy { error.details[$0.key] == $0.value }
        }
    }
}
