import LifecycleEngine
import LogCheck
import Testing

@Suite struct LogCheckTests {
    /// Each seed log, as the document prints it, is consistent with the engine at the version it
    /// was logged on. One "log" is a paragraph describing the calls in prose: nothing in it reads
    /// as a logged line, and check says so rather than guessing; another prints a line twice.
    @Test(arguments: try SeedLog.all())
    func everySeedLogIsConsistentAtItsVersion(_ seed: SeedLog) throws {
        let checker = LogChecker(scenario: try ScenarioParser.parse(seed.scenario))
        if seed.id == "trace.seed004-loadview-without-view" {
            #expect(throws: LogChecker.Problem.nothingRecognized) { try checker.check(seed.text, on: IOSVersion(seed.ios)) }
            return
        }
        let report = try checker.check(seed.text, on: IOSVersion(seed.ios))
        if seed.id == "trace.seed000-present-dismiss" {
            // The document prints viewDidDisappear twice in a row (the trace's note says so); the
            // presenter disappears once, so check reports the second line and nothing else.
            #expect(report.differences.map { "\($0.kind.rawValue) \($0.object ?? "?") \($0.callback.swiftName)" } == ["extra A viewDidDisappear(_:)"])
            return
        }
        #expect(report.isConsistent, "\(seed.id): \(report.differences)")
        #expect(report.consistentVersions.contains(IOSVersion(seed.ios)!))
    }

    @Test(arguments: try LogFixture.all())
    func eachLogFormatGetsItsVerdict(_ fixture: LogFixture) throws {
        let report = try LogChecker(scenario: try ScenarioParser.parse(fixture.steps)).check(fixture.log, on: fixture.version)
        #expect(report.isConsistent == fixture.consistent, "\(report.differences)")
        if let expected = fixture.differences {
            #expect(report.differences.map { "\($0.kind.rawValue) \($0.object ?? "?") \($0.callback.swiftName)" } == expected)
        }
        if let fits = fixture.fits {
            #expect(report.consistentVersions.map(\.major) == fits)
        }
        if let rules = fixture.versionRules {
            #expect(report.versionRules.map(String.init(describing:)) == rules)
        }
    }

    @Test func withoutAVersionTheNewestConsistentOneIsChosen() throws {
        let log = "A viewDidLoad\nA viewWillAppear\nA viewWillDisappear\nB loadView\nB viewDidLoad\nB viewWillAppear\nA viewDidDisappear\nB viewDidAppear"
        let report = try LogChecker(scenario: try ScenarioParser.parse("launch nav(A); push B")).check(log, on: nil)
        #expect(report.version.major == 9 && report.isConsistent && report.consistentVersions.map(\.major) == [9])
    }

    @Test func withoutAVersionALogThatFitsNoneIsComparedWithTheClosestVersion() throws {
        // iOS 9's push order (the outgoing controller disappears before the incoming one loads),
        // with one viewDidAppear printed twice: it fits no version, and iOS 9 differs least.
        let log = "A viewDidLoad\nA viewWillAppear\nA viewWillDisappear\nB loadView\nB viewDidLoad\nB viewWillAppear\nA viewDidDisappear\nB viewDidAppear\nB viewDidAppear"
        let report = try LogChecker(scenario: try ScenarioParser.parse("launch nav(A); push B")).check(log, on: nil)
        #expect(report.consistentVersions.isEmpty && report.versionIsClosest)
        #expect(report.version.major == 9 && report.differences.count == 1)
    }

    @Test func aClassNotNamedLikeAContainerNeverStandsForOne() throws {
        // A push logged in a presentation's order: mapping Detail onto the navigation controller
        // would hide the two lines out of order behind one "extra" line.
        let log = "viewDidLoad: Home\nviewWillAppear: Home\nviewDidAppear: Home\nviewDidLoad: Detail\nviewWillAppear: Detail\nviewWillDisappear: Home\nviewDidAppear: Detail\nviewDidDisappear: Home"
        let report = try LogChecker(scenario: try ScenarioParser.parse("launch nav(A); push B")).check(log, on: .newest)
        #expect(report.mapping.map { "\($0.className)=\($0.object ?? "-")" } == ["Home=A", "Detail=B"])
        #expect(report.differences.map(\.kind) == [.outOfOrder, .outOfOrder])
    }

    @Test func linesThatNameNoCallbackAreListedNotDropped() {
        let reading = ConsoleLogReader.read("""
            2016-03-17 16:02:37.278 LifeCycle[2148:117099]  AppDelegate    >>>>    UIApplicaton Class: MyApplication
            //ViewController calls loadView again
            print("viewDidLoad")
            B viewDidLoad

            可以看到，从 viewDidLayoutSubviews 开始，布局才是最终的，这两个方法每次布局都会被调用
            """)
        #expect(reading.callbacks.map(\.line) == [4])
        #expect(reading.unrecognized.map(\.line) == [1, 2, 3, 6])
    }

    /// A navigation or tab bar controller tells its child from inside its own appearance method,
    /// so a subclass that prints after calling super prints after its child: that log fits.
    @Test func aNavigationOrTabBarControllerPrintingAfterSuperFits() throws {
        let tabs = "TabBarController viewDidLoad()\nA viewDidLoad()\nA viewWillAppear(_:)\nTabBarController viewWillAppear(_:)\nA viewDidAppear(_:)\nTabBarController viewDidAppear(_:)"
        let tabReport = try LogChecker(scenario: try ScenarioParser.parse("launch tabs(A, B)")).check(tabs, on: IOSVersion(15))
        #expect(tabReport.isConsistent && tabReport.printedAfterSuper == ["Tabs"])
        // Covered by a presentation and shown again: each of the navigation controller's lines follows its child's.
        let navigation = """
            RootVC viewWillDisappear(_:)\nMyNav viewWillDisappear(_:)\nRootVC viewDidDisappear(_:)\nMyNav viewDidDisappear(_:)
            RootVC viewWillAppear(_:)\nMyNav viewWillAppear(_:)\nRootVC viewDidAppear(_:)\nMyNav viewDidAppear(_:)
            """
        let navigationReport = try LogChecker(scenario: try ScenarioParser.parse("launch nav(A); present B style=fullScreen; dismiss"),
                                              given: ["MyNav": "Nav", "RootVC": "A"], fromStep: 2).check(navigation, on: IOSVersion(12))
        #expect(navigationReport.isConsistent && navigationReport.printedAfterSuper == ["Nav"])
        // Printed before calling super: UIKit's order, in which the tab bar controller loads its child's view as it appears.
        let inOrder = "TabBarController viewWillAppear(_:)\nA viewDidLoad()\nA viewWillAppear(_:)\nTabBarController viewDidAppear(_:)\nA viewDidAppear(_:)"
        let inOrderReport = try LogChecker(scenario: try ScenarioParser.parse("launch tabs(A, B)")).check(inOrder, on: IOSVersion(15))
        #expect(inOrderReport.isConsistent && inOrderReport.printedAfterSuper.isEmpty)
    }

    /// A container of the app's own is told after its method returns: wherever it prints, its
    /// line comes before its child's, so a log with the child's first differs.
    @Test func aContainerOfYourOwnIsLoggedBeforeItsChild() throws {
        let report = try LogChecker(scenario: try ScenarioParser.parse("addChild C to A in viewDidLoad; launch A"))
            .check("A viewWillAppear\nC viewWillAppear\nC viewDidAppear\nA viewDidAppear", on: IOSVersion(12))
        #expect(report.differences.map { "\($0.kind.rawValue) \($0.object ?? "") \($0.callback.swiftName)" } == ["out-of-order C viewDidAppear(_:)"])
        #expect(report.printedAfterSuper.isEmpty)
    }

    /// A launch laid out once fits: the second pass at launch is usual, not certain.
    @Test func aStoryboardLaunchLaidOutOnceFits() throws {
        let scenario = try ScenarioParser.parse("launch A(storyboard)")
        let log = "A viewWillAppear\nA viewWillLayoutSubviews\nA viewDidLayoutSubviews\nA viewDidAppear"
        let once = try LogChecker(scenario: scenario).check(log, on: IOSVersion(12))
        #expect(once.isConsistent && once.absentUsual == [.storyboardRootLaysOutTwice])
        let twice = try LogChecker(scenario: scenario).check(
            "A viewWillAppear\nA viewWillLayoutSubviews\nA viewDidLayoutSubviews\nA viewWillLayoutSubviews\nA viewDidLayoutSubviews\nA viewDidAppear", on: IOSVersion(12))
        #expect(twice.isConsistent && twice.absentUsual.isEmpty)
    }

    /// Each of these lines names one callback, however it is written around it.
    @Test(arguments: [
        ("Awake From Nib", "awakeFromNib()"),
        ("B viewIsAppearing   frame={{0, 0}, {390, 844}}", "viewIsAppearing(_:)"),
        ("willMove(toSuperview newSuperview: UIView?)", "willMove(toSuperview:)"),
        ("scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)",
         "scene(_:willConnectTo:options:)"),
    ])
    func aCallbackIsReadWhateverSurroundsIt(line: String, callback: String) {
        let reading = ConsoleLogReader.read(line)
        #expect(reading.callbacks.map { Set($0.candidates.map(\.swiftName)) } == [[callback]], "\(reading.unrecognized)")
    }

    /// App and scene delegate methods as people shorten them in a log: without the sender, with
    /// `App` for it, without `WithOptions`, with the first label only, or in lower-case words.
    /// `didBecomeActive` may be either delegate's; the scenario decides which.
    @Test(arguments: [
        ("didFinishLaunching", ["application(_:didFinishLaunchingWithOptions:)"]),
        ("application Did Finish Launching", ["application(_:didFinishLaunchingWithOptions:)"]),
        ("App Did Become Active", ["applicationDidBecomeActive(_:)"]),
        ("didBecomeActive", ["applicationDidBecomeActive(_:)", "sceneDidBecomeActive(_:)"]),
        ("application will resign active", ["applicationWillResignActive(_:)"]),
        ("scene Will Connect To", ["scene(_:willConnectTo:options:)"]),
    ])
    func aShortenedDelegateMethodIsRead(line: String, callbacks: [String]) {
        let reading = ConsoleLogReader.read(line)
        #expect(reading.callbacks.map { Set($0.candidates.map(\.swiftName)) } == [Set(callbacks)], "\(reading.unrecognized)")
    }

    /// `first vc viewDidLoad`: lower-case words beside every callback name the object when the
    /// log has several such names, so `--as "first vc=A"` can name it.
    @Test func lowerCaseWordsBesideTheCallbacksNameTheirObject() throws {
        let log = "first vc viewDidLoad\nfirst vc viewWillAppear\nsecond vc viewDidLoad\nsecond vc viewWillAppear"
        #expect(ConsoleLogReader.read(log).callbacks.map(\.className) == ["first vc", "first vc", "second vc", "second vc"])
        #expect(ConsoleLogReader.read("viewWillAppear true\nviewDidAppear true\nviewWillDisappear false\nviewDidDisappear false").callbacks.allSatisfy { $0.className == nil })
    }

    /// A log pasted into a source file's comment is read line by line; beside a log, a `//` line
    /// stays the author's note.
    @Test func aLogPastedIntoACommentIsRead() {
        let commented = ConsoleLogReader.read("//<Example.SampleViewController: 0x7fa1a4434440> viewDidLoad()\n//\n//  SampleViewController viewWillAppear\n//    override func viewDidLoad() {")
        #expect(commented.callbacks.map(\.line) == [1, 3])
        // An unread line is listed as written, `//` and all.
        #expect(commented.unrecognized.map(\.text) == ["//    override func viewDidLoad() {"])
        let annotated = ConsoleLogReader.read("A viewDidLoad\n// then it appears\nA viewWillAppear")
        #expect(annotated.callbacks.map(\.line) == [1, 3] && annotated.unrecognized.map(\.line) == [2])
    }

    /// `UIScene.didEnterBackgroundNotification` is the scene's notification, not the class
    /// `UIScene` and UIApplication's `didEnterBackgroundNotification`; `Home.viewDidLoad()` stays
    /// a class and its callback.
    @Test func aQualifiedNotificationNameIsReadWhole() {
        let reading = ConsoleLogReader.read("""
            A UIScene.didEnterBackgroundNotification
            A didEnterBackgroundNotification
            Home.viewDidLoad()
            """)
        #expect(reading.callbacks.map(\.className) == ["A", "A", "Home"])
        #expect(reading.callbacks.map { $0.candidates } == [[.sceneDidEnterBackgroundNotification], [.didEnterBackgroundNotification], [.viewDidLoad]])
    }

    /// `print(notification.name)` wraps the name: `NSNotificationName(_rawValue: …)`.
    @Test func aNotificationNameAsSwiftPrintsItIsRead() {
        let reading = ConsoleLogReader.read("""
            NSNotificationName(_rawValue: UISceneDidActivateNotification) -> from ViewController
            A NSNotificationName(_rawValue: UIApplicationDidBecomeActiveNotification)
            """)
        #expect(reading.callbacks.map { $0.candidates } == [[.sceneDidActivateNotification], [.didBecomeActiveNotification]])
        #expect(reading.callbacks.map(\.className) == [nil, "A"])
    }

    /// A returned value ends the call logged above it; an argument's value (`animated=1`) is no
    /// result, and a value with no call open above it is a call logged once, at its end.
    @Test func onlyAReturnedValueEndsACall() {
        let reading = ConsoleLogReader.read("""
            Home viewWillAppear: animated=1
            Home viewWillAppear: animated=1
            Home shouldAutorotate = YES
            Home pointInside:withEvent:
            Home pointInside:withEvent: = 1
            """)
        #expect(reading.callbacks.map { $0.candidates.first } == [.viewWillAppear, .viewWillAppear, .shouldAutorotate, .pointInside])
        #expect(reading.callEnds.map(\.line) == [5])
    }

    /// A touch hit-tested once fits, the repeat said to be absent; a repeat cut short is missing its rest.
    /// A method that returns nothing ends only a call its author marked as entered, of the same
    /// class: `返回` (back) before a pop's viewWillAppear is a label, not the end of a call.
    @Test func anEndClosesOnlyAMarkedEntryOfTheSameClass() {
        let reading = ConsoleLogReader.read("""
            进入 B viewDidLoad
            A viewWillAppear
            离开 B viewDidLoad
            返回 A viewWillAppear
            结束 A viewWillAppear
            """)
        #expect(reading.callbacks.map(\.line) == [1, 2, 4, 5])
        #expect(reading.callEnds.map(\.line) == [3])
    }

    @Test func aSecondHitTestPassMayBeAbsentButNotHalfThere() throws {
        let scenario = try ScenarioParser.parse("launch Home; addView Knob to Home; tap Knob")
        let once = try LogChecker(scenario: scenario).check("Knob hitTest\nKnob pointInside\nKnob touchesBegan", on: IOSVersion(12))
        #expect(once.isConsistent && once.absentUsual == [.hitTestingRepeats])
        let halfRepeated = try LogChecker(scenario: scenario).check("Knob hitTest\nKnob pointInside\nKnob hitTest\nKnob touchesBegan", on: IOSVersion(12))
        #expect(halfRepeated.differences.map { "\($0.kind.rawValue) \($0.callback.swiftName)" } == ["missing point(inside:with:)"])
        #expect(halfRepeated.absentUsual.isEmpty)
    }

    @Test func twoNSLogEntriesOnOneLineAreReadAsTwo() {
        let reading = ConsoleLogReader.read(
            "2016-03-17 16:34:30.328 LifeCycle[2346:132620]  ViewController    >>>>    viewDidAppear:2016-03-17 16:34:30.328 LifeCycle[2346:132620]  SecondViewController    >>>>    viewDidDisappear:")
        #expect(reading.callbacks.map(\.className) == ["ViewController", "SecondViewController"])
        #expect(reading.callbacks.map { $0.candidates.first } == [.viewDidAppear, .viewDidDisappear])
    }

    /// `BlueView` is a view and `ViewController` no view, whatever order they first appear in.
    @Test func aClassNamedAsAViewOrAControllerStandsForOne() throws {
        let log = "-[BlueView hitTest:withEvent:]\n-[RedView hitTest:withEvent:]\n-[BlueView touchesBegan:withEvent:]\n-[ViewController touchesBegan:withEvent:]"
        let report = try LogChecker(scenario: try ScenarioParser.parse("launch A; addView V to A; addView W to V; tap W")).check(log, on: IOSVersion(14))
        let mapped = Dictionary(uniqueKeysWithValues: report.mapping.map { ($0.className, $0.object) })
        #expect(mapped["ViewController"] == "A" && mapped["BlueView"] == "V" && mapped["RedView"] == "W", "\(mapped)")
    }

    /// Apps that implement the fetchCompletionHandler variant (iOS 7) log it where the plain one comes.
    /// An app on iOS 7-9 may log the fetch handler where the engine's app has the older method:
    /// the spelling is read as whichever of the two the engine makes.
    @Test func theFetchCompletionHandlerIsReadAsEitherVariant() throws {
        #expect(Callback.matching("application:didReceiveRemoteNotification:fetchCompletionHandler:")
            == [.didReceiveRemoteNotificationWithCompletionHandler, .didReceiveRemoteNotification])
        let log = "AppDelegate applicationWillEnterForeground\nAppDelegate application:didReceiveRemoteNotification:fetchCompletionHandler:\nAppDelegate applicationDidBecomeActive"
        let older = try LogChecker(scenario: try ScenarioParser.parse("launch A; background; open notification")).check(log, on: nil)
        #expect(older.consistentVersions.map(\.major) == Array(5...9))
        let fetching = try LogChecker(scenario: try ScenarioParser.parse("launch A notifications=appDelegate; background; open notification")).check(log, on: nil)
        #expect(fetching.consistentVersions.map(\.major) == Array(7...18))
    }

    @Test func aGivenMappingIsUsedAsGiven() throws {
        let log = "First viewDidLoad\nFirst viewWillAppear\nSecond viewDidLoad\nFirst viewWillDisappear\nSecond viewWillAppear"
        let scenario = try ScenarioParser.parse("launch nav(A); push B")
        let inferred = try LogChecker(scenario: scenario).check(log, on: IOSVersion(12))
        #expect(inferred.mapping.map(\.object) == ["A", "B"] && inferred.isConsistent)
        let swapped = try LogChecker(scenario: scenario, given: ["First": "B", "Second": "A"]).check(log, on: IOSVersion(12))
        #expect(swapped.mapping.allSatisfy(\.given) && !swapped.isConsistent)
        #expect(throws: LogChecker.Problem.unknownClass("Third", read: ["First", "Second"])) {
            try LogChecker(scenario: scenario, given: ["Third": "A"]).check(log, on: IOSVersion(12))
        }
        #expect(throws: LogChecker.Problem.unknownObject("Z", objects: ["A", "Nav", "B", "App", "Window"])) {
            try LogChecker(scenario: scenario, given: ["First": "Z"]).check(log, on: IOSVersion(12))
        }
    }

    /// A controller the app preloads that the steps do not have stands for no object, and leaves
    /// the pushed controller to the class that fits it (twenty-seventh review W1: all three of
    /// DetailVC's lines were extra).
    @Test func aClassTheStepsDoNotHaveStandsForNoObject() throws {
        let log = """
            ViewController viewDidLoad
            ViewController viewWillAppear:
            ViewController viewDidAppear:
            SettingsVC viewDidLoad
            DetailVC viewDidLoad
            ViewController viewWillDisappear:
            DetailVC viewWillAppear:
            ViewController viewDidDisappear:
            DetailVC viewDidAppear:
            """
        let report = try LogChecker(scenario: try ScenarioParser.parse("launch nav(A); push B")).check(log, on: .newest)
        #expect(report.mapping.map { "\($0.className)=\($0.object ?? "-")" } == ["ViewController=A", "SettingsVC=-", "DetailVC=B"])
        #expect(report.differences.count == 1 && report.differencesInOrderOfAppearance == 3)
    }

    /// The new tab disappearing and the old one appearing again: pairing the classes the other way
    /// round fits better, and the report says what the order of first appearance would give.
    @Test func aPairingAgainstTheOrderOfFirstAppearanceIsReportedAsTheBestFit() throws {
        let log = "[首页] viewWillAppear\n[首页] viewDidAppear\n[我的] viewWillAppear\n[我的] viewWillDisappear\n[我的] viewDidDisappear\n[首页] viewDidAppear"
        let scenario = try ScenarioParser.parse("launch tabs(A, B); select B")
        let fitted = try LogChecker(scenario: scenario).check(log, on: .newest)
        #expect(fitted.mapping.map { "\($0.className)=\($0.object ?? "-")" } == ["首页=B", "我的=A"])
        #expect(!fitted.isConsistent && fitted.differencesInOrderOfAppearance == 3)
        let inOrder = try LogChecker(scenario: scenario, given: ["首页": "A", "我的": "B"]).check(log, on: .newest)
        #expect(inOrder.differences.count == 3 && inOrder.differencesInOrderOfAppearance == nil)
    }

    /// `print(#function)` in a controller and in its view: the lines are one class, mapped to the
    /// controller; the view's callback is compared with the view that makes it.
    @Test func aLineWithoutAClassIsComparedWithTheObjectThatMakesItsCallback() throws {
        let log = "viewDidLoad\nviewWillAppear\nviewDidAppear\nlayoutSubviews"
        let report = try LogChecker(scenario: try ScenarioParser.parse("launch A; addView V to A")).check(log, on: .newest)
        #expect(report.mapping.map(\.object) == ["A"] && report.isConsistent)
        #expect(report.comparedObjects == ["A", "A", "A", "V"])
    }

    /// A push logged in another order, with its didMove(toParent:) only after the pop: the push
    /// lines are not the end of a step the log started in, so they are compared, not skipped.
    @Test func anEarlierStepLoggedOutOfOrderIsComparedNotTakenAsContext() throws {
        let log = "B viewDidLoad\nB viewWillAppear\nA viewWillDisappear\nB viewDidAppear\nA viewDidDisappear\n"
            + "B viewWillDisappear\nA viewWillAppear\nB viewDidDisappear\nA viewDidAppear\nB didMoveToParentViewController"
        let report = try LogChecker(scenario: try ScenarioParser.parse("launch nav(A); push B; pop")).check(log, on: .newest)
        #expect(report.fromStep == 2)
        #expect(report.differences.contains { $0.kind == .outOfOrder && $0.callback == .viewWillAppear && $0.object == "B" })
    }

    /// The background step makes none of the callbacks this log records: the log starts at the URL.
    @Test func aLogIsComparedFromTheStepItStartsIn() throws {
        let log = "applicationWillEnterForeground\napplication(_:open:options:)\napplicationDidBecomeActive"
        let report = try LogChecker(scenario: try ScenarioParser.parse("launch A; background; open url")).check(log, on: .newest)
        #expect(report.isConsistent && report.fromStep == 3)
    }

    /// `print(#function)` in two controllers: the lines name no class, and each stands for the
    /// controller that makes its callback; iOS 9's push order is then told apart.
    @Test func classLessLinesFromTwoControllersStandForWhicheverMakesThem() throws {
        let log = "viewDidLoad()\nviewWillAppear(_:)\nviewDidAppear(_:)\nviewWillDisappear(_:)\nviewDidLoad()\nviewWillAppear(_:)\nviewDidDisappear(_:)\nviewDidAppear(_:)"
        let report = try LogChecker(scenario: try ScenarioParser.parse("launch nav(A); push B")).check(log, on: nil)
        #expect(report.mapping.map(\.object) == [ObjectMapping.anyController])
        #expect(report.consistentVersions.map(\.major) == [9])
        #expect(report.comparedObjects == ["A", "A", "A", "A", "B", "B", "A", "B"])
    }

    @Test func aStepPastTheScenarioIsRefused() throws {
        let checker = LogChecker(scenario: try ScenarioParser.parse("launch A"), fromStep: 3)
        #expect(throws: LogChecker.Problem.stepOutOfRange(3, steps: 1)) { try checker.check("A viewDidLoad", on: nil) }
    }
}
