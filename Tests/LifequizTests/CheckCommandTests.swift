import Foundation
import Testing

@Suite struct CheckCommandTests {
    private let pushLog = """
        2024-05-02 10:11:12.345+0800 Demo[1234:5678] FirstViewController viewDidLoad
        2024-05-02 10:11:12.346+0800 Demo[1234:5678] FirstViewController viewWillAppear:
        2024-05-02 10:11:15.000+0800 Demo[1234:5678] FirstViewController viewWillDisappear:
        2024-05-02 10:11:15.001+0800 Demo[1234:5678] SecondViewController viewDidLoad
        2024-05-02 10:11:15.002+0800 Demo[1234:5678] SecondViewController viewWillAppear:
        """

    @Test(arguments: ["0", "-1"])
    func aStepBeforeTheFirstIsAUsageError(_ step: String) throws {
        let result = try CLI().run(["check", "-", "--steps", "launch nav(A); push B", "--from-step", step], input: pushLog)
        #expect(result.status == 64 && result.stderr.contains("--from-step must be 1 or more"))
    }

    @Test func anAsClassNoLineHasNamesTheClassesRead() throws {
        let result = try CLI().run(["check", "-", "--steps", "launch nav(A); push B", "--as", "首页=A"], input: pushLog)
        #expect(result.status == 2)
        #expect(result.stderr.contains("read with the classes FirstViewController, SecondViewController"))
    }

    /// A log of one class, paired with the object that fits it best rather than the first
    /// object, says so without speaking of an order of classes (nineteenth review C10).
    @Test func oneClassPairedByFitIsToldAsTheObjectThatFitsBest() throws {
        let log = "Child willMove(toParent:) nil\nChild viewWillDisappear(_:)\nChild viewDidDisappear(_:)\nChild didMove(toParent:) nil\n"
        let result = try CLI().run(["check", "-", "--lang", "en", "--steps", "launch A; addChild C to A; removeChild C", "--from-step", "3"], input: log)
        #expect(result.stdout.contains("Child = C (the object that fits the log best;"), "\(result.stdout)")
        #expect(!result.stdout.contains("in the order they first appear"))
    }

    @Test func aConsistentLogExitsZeroAndSaysSo() throws {
        let result = try CLI().run(["check", "-", "--steps", "launch nav(A); push B", "--ios", "9"], input: pushLog)
        #expect(result.status == 0)
        #expect(result.stdout.contains("FirstViewController = A, SecondViewController = B"))
        #expect(result.stdout.contains("Consistent"))
    }

    /// A disagreement of the sources shown by a push is about pushes: a launch's difference in
    /// viewDidLoad does not cite it, though it names viewDidLoad.
    @Test func aConflictAboutAnotherActionIsNotCited() throws {
        let log = "-[FirstViewController viewDidLoad]\n-[MyNav viewWillAppear:]\n-[FirstViewController viewWillAppear:]"
        let launch = try CLI().run(["check", "-", "--steps", "launch nav(A)", "--format", "json"], input: log)
        #expect(launch.status == 4)
        #expect(!launch.stdout.contains("conflict.push-order"))
        let push = try CLI().run(["check", "-", "--steps", "launch nav(A); push B", "--ios", "12", "--format", "json"], input: pushLog)
        #expect(push.stdout.contains("conflict.push-order"))
    }

    /// Where geometry code goes is advice the sources disagree on, not an order: a log differing in
    /// viewWillAppear and the layout callbacks does not cite it.
    @Test func aDisagreementAboutAdviceIsNotCited() throws {
        let log = "A viewDidLoad\nA viewWillLayoutSubviews\nA viewDidLayoutSubviews\nA viewWillAppear\nA viewDidAppear\n"
        let result = try CLI().run(["check", "-", "--steps", "launch A", "--ios", "12", "--format", "json"], input: log)
        #expect(result.status == 4)
        #expect(!result.stdout.contains("conflict.geometry-in-view-will-appear"), "\(result.stdout)")
    }

    /// A removal's calls are named with their nil, in the difference and in the engine's order,
    /// so they are not read as the child being added.
    @Test func aRemovalIsNamedWithItsNil() throws {
        let log = "Child willMove(toParent:) nil\nChild viewWillDisappear(_:)\nChild didMove(toParent:) nil\nChild viewDidDisappear(_:)\nChild deinit\n"
        let result = try CLI().run(["check", "-", "--steps", "launch A; addChild C to A; removeChild C", "--from-step", "3", "--lang", "en"],
                                   input: log)
        #expect(result.status == 4)
        #expect(result.stdout.contains("out of order  C didMove(toParent: nil)"), "\(result.stdout)")
        #expect(result.stdout.contains("C viewDidDisappear(_:) → C didMove(toParent: nil) → C deinit"), "\(result.stdout)")
        let json = try CLI().run(["check", "-", "--steps", "launch A; addChild C to A; removeChild C", "--from-step", "3", "--format", "json"],
                                 input: log)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let difference = try #require((document["differences"] as? [[String: Any]])?.first)
        #expect(difference["callback"] as? String == "didMove(toParent:)" && difference["passes_nil"] as? Bool == true)
    }

    @Test func aDifferingLogExitsFourAndNamesTheRuleInJSON() throws {
        let result = try CLI().run(["check", "-", "--steps", "launch nav(A); push B", "--ios", "12", "--format", "json"], input: pushLog)
        #expect(result.status == 4)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(Set(document.keys).isSuperset(of: ["ios", "mapping", "recognized", "unrecognized", "verdict", "differences", "consistent_versions"]))
        #expect(document["verdict"] as? String == "differs")
        #expect(document["consistent_versions"] as? [Int] == [9])
        let difference = try #require((document["differences"] as? [[String: Any]])?.first)
        #expect(difference["kind"] as? String == "out-of-order" && difference["callback"] as? String == "viewWillDisappear(_:)")
        #expect((difference["rules"] as? [String])?.contains("outgoingDisappearsBeforeIncomingLoads") == true)
        #expect(((difference["explanation"] as? [String: String])?["zh"])?.isEmpty == false)
    }

    @Test func aMisplacedCallbackIsShownBetweenTheEnginesNeighbours() throws {
        let log = "A viewDidLoad\nA viewWillAppear\nA viewDidAppear\nB viewDidLoad\nB viewWillAppear\nA viewWillDisappear\nA viewDidDisappear\nB viewDidAppear\n"
        let result = try CLI().run(["check", "-", "--steps", "launch nav(A); push B", "--ios", "12", "--lang", "en"], input: log)
        #expect(result.status == 4)
        #expect(result.stdout.contains("   The engine: A viewWillDisappear(_:) → B viewWillAppear(_:) → A viewDidDisappear(_:)\n"))
    }

    /// Each extra willRotate line is listed, but the option it probably needs is told once.
    @Test func theHintForAnExtraCallbackIsToldOnce() throws {
        let log = "A viewDidLoad\nA viewWillAppear\nA viewDidAppear\nA willRotateToInterfaceOrientation\nA viewWillTransitionToSize\nA didRotateFromInterfaceOrientation\n"
        let result = try CLI().run(["check", "-", "--steps", "launch A; rotate", "--ios", "12", "--lang", "en"], input: log)
        #expect(result.status == 4)
        #expect(result.stdout.components(separatedBy: "write it as A(deprecatedRotation)").count == 2, "\(result.stdout)")
    }

    /// Scene delegate lines in a log whose launch has no scenes ask for `scenes`; a class named
    /// as a view that no object stands for asks for `subview=` (twenty-ninth review W4).
    @Test func anExtraSceneOrSceneViewLineAsksForTheOptionThatMakesIt() throws {
        let cli = try CLI()
        let scene = try cli.run(["check", "-", "--steps", "launch A; background", "--lang", "en"],
                                input: "scene Will Connect To\nViewController viewDidLoad\ndidBecomeActive\n")
        #expect(scene.status == 4 && scene.stdout.contains("write launch A scenes"), "\(scene.stdout)")
        let view = try cli.run(["check", "-", "--steps", "launch nav(R); push B(storyboard)", "--ios", "11", "--lang", "en"],
                               input: "-[DetailViewController loadView]\n-[DetailView initWithCoder:]\n-[DetailView awakeFromNib]\n-[DetailViewController viewDidLoad]\n")
        #expect(view.status == 4 && view.stdout.contains("write B(storyboard, subview=V)"), "\(view.stdout)")
    }

    /// A sheet delegate's lines in a log whose steps set no delegate ask for the step that does.
    @Test func anExtraDelegateCallbackAsksForTheDelegateStep() throws {
        let log = "A viewDidLoad\nA viewWillAppear\nA viewDidAppear\nB viewDidLoad\nB viewWillAppear\nB viewDidAppear\n"
            + "A presentationControllerWillDismiss\nB viewWillDisappear\nB viewDidDisappear\nA presentationControllerDidDismiss\n"
        let cli = try CLI()
        let without = try cli.run(["check", "-", "--steps", "launch A; present B; swipeDown", "--ios", "17", "--lang", "en"], input: log)
        #expect(without.status == 4)
        #expect(without.stdout.contains("write delegate A for sheet B after present B"), "\(without.stdout)")
        // The verdict points at the script, not at the iOS version (twenty-third review C).
        #expect(without.stdout.contains("The differences come from the script") && !without.stdout.contains("fits no modelled"), "\(without.stdout)")
        let with = try cli.run(["check", "-", "--steps", "launch A; present B; delegate A for sheet B; swipeDown", "--ios", "17", "--lang", "en"], input: log)
        #expect(!with.stdout.contains("presentationControllerWillDismiss(_:)  (log"), "\(with.stdout)")
    }

    /// An extra line of a method the version never calls is told so, with the version rule, in
    /// the text and in JSON: not the generic "a step the script leaves out".
    @Test func anExtraCallbackTheVersionLacksIsToldSo() throws {
        let log = "A viewDidLoad\nA shouldAutorotateToInterfaceOrientation:\nA supportedInterfaceOrientations\nA viewWillAppear\nA viewDidAppear\n"
        let cli = try CLI()
        let text = try cli.run(["check", "-", "--steps", "launch A", "--ios", "5", "--lang", "en"], input: log)
        #expect(text.status == 4)
        #expect(text.stdout.contains("Why: UIKit on iOS 5 does not call this method. supportedInterfaceOrientations (iOS 6 and later)"), "\(text.stdout)")
        let json = try cli.run(["check", "-", "--steps", "launch A", "--ios", "5", "--format", "json"], input: log)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let difference = try #require((document["differences"] as? [[String: Any]])?.first)
        #expect((difference["rules"] as? [String])?.contains("supportedOrientationsQueries") == true)
    }

    /// An extra line of a call the engine leaves out on purpose, and says so in a note (a local
    /// notification's launch, where Apple's page and developers disagree), quotes that note.
    @Test func anExtraCallbackTheEngineNotesIsExplainedByTheNote() throws {
        let log = "AppDelegate application:didFinishLaunchingWithOptions:\nA viewDidLoad\nAppDelegate application:didReceiveLocalNotification:\nAppDelegate applicationDidBecomeActive:\n"
        let result = try CLI().run(["check", "-", "--steps", "launch A via=localNotification", "--ios", "9", "--lang", "en"], input: log)
        #expect(result.status == 4)
        #expect(result.stdout.contains("The engine leaves this call out here, and notes why: before iOS 10 a local notification that launched the app"), "\(result.stdout)")
    }

    /// A log that writes one page name beside every callback has no second name to tell classes
    /// apart: the name is read as no class, and the classes line says which word that was.
    @Test func aNameBesideEveryLineIsNamedAsNoClass() throws {
        let result = try CLI().run(["check", "-", "--steps", "launch A", "--lang", "zh"], input: "首页 viewDidLoad\n首页 viewWillAppear\n首页 viewDidAppear\n")
        #expect(result.status == 0)
        #expect(result.stdout.contains("类：不带类名的行（这些行都写着“首页”，不当作类名） = A"), "\(result.stdout)")
    }

    @Test func theClassesLineSaysWhichObjectEachCallbackOfUnnamedLinesWasComparedWith() throws {
        let log = "viewDidLoad\nviewWillAppear\nlayoutSubviews\nviewDidAppear\n"
        let cli = try CLI()
        let mixed = try cli.run(["check", "-", "--steps", "launch A", "--lang", "en"], input: log)
        #expect(mixed.stdout.contains("lines without a class = A, except layoutSubviews() = whichever object makes it"))
        let viewOnly = try cli.run(["check", "-", "--steps", "launch A; addView V to A", "--lang", "en"], input: "layoutSubviews\n")
        #expect(viewOnly.stdout.contains("lines without a class: layoutSubviews() = V"))
    }

    /// A callback logged out of order is about its order with its neighbours: a disagreement that
    /// names it but none of them (the push order, for viewWillDisappear beside viewDidDisappear)
    /// is not cited.
    @Test func aDisagreementAboutAnOrderNamesTheNeighboursToo() throws {
        let log = "A viewDidDisappear(_:)\nB viewDidAppear(_:)\nA viewWillDisappear(_:)\n"
        let result = try CLI().run(["check", "-", "--steps", "launch nav(A); push B", "--from-step", "2", "--format", "json"], input: log)
        #expect(result.status == 4)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let listed = try #require((document["differences"] as? [[String: Any]])?.first?["conflicts"] as? [String])
        #expect(!listed.contains("conflict.push-order"), "\(listed)")
    }

    /// A callback logged once too often is about whether UIKit makes it: the disagreements that
    /// merely name it in an order (load, appear, layout) are not cited for it.
    @Test func anExtraCallbackCitesNoDisagreementAboutAnOrder() throws {
        let log = "A viewDidLoad()\nA viewDidLoad()\nA viewWillAppear(_:)\nA viewDidAppear(_:)\nB viewDidLoad()\n"
        let result = try CLI().run(["check", "-", "--steps", "launch nav(A); push B", "--format", "json"], input: log)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let difference = try #require((document["differences"] as? [[String: Any]])?.first)
        #expect(difference["kind"] as? String == "extra" && difference["callback"] as? String == "viewDidLoad()")
        #expect(difference["conflicts"] as? [String] == [], "\(difference)")
    }

    /// A callback named by many disagreements (viewDidLoad logged before loadView) lists the first
    /// few on screen and counts the rest; JSON keeps them all.
    @Test func manyDisagreementsAboutADifferenceAreCountedNotAllListed() throws {
        let log = "A viewDidLoad()\nA viewWillAppear(_:)\nA viewDidAppear(_:)\nB viewDidLoad()\nB loadView()\n"
        let cli = try CLI()
        let text = try cli.run(["check", "-", "--steps", "launch nav(A); push B", "--lang", "en"], input: log)
        #expect(text.status == 4)
        #expect(text.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("Where the sources disagree:") }.count == 3)
        let json = try cli.run(["check", "-", "--steps", "launch nav(A); push B", "--format", "json"], input: log)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let listed = try #require((document["differences"] as? [[String: Any]])?.first?["conflicts"] as? [String])
        #expect(listed.count > 3)
        #expect(listed.count == 4 && text.stdout.contains("… and 1 more disagreement about these callbacks"), "\(listed)")
    }

    @Test func aLogWithoutCallbacksOrAMissingFileExitsTwo() throws {
        let cli = try CLI()
        let empty = try cli.run(["check", "-", "--steps", "launch A"], input: "hello\nworld\n")
        #expect(empty.status == 2 && empty.stderr.contains("no line of the log names a UIKit callback"))
        let missing = try cli.run(["check", cli.home.appending(path: "none.log").path, "--steps", "launch A"])
        #expect(missing.status == 2 && missing.stderr.contains("there is no log file"))
    }

    /// A reason is given in full under the first difference it explains; the next ones point to it.
    @Test func aReasonIsGivenInFullOnceAndPointedTo() throws {
        let cli = try CLI()
        let steps = "launch A; present B; dismiss"
        let log = try cli.run(["simulate", "--ios", "13", "--steps", steps]).stdout
        let result = try cli.run(["check", "-", "--steps", steps, "--ios", "9", "--lang", "en"], input: log)
        #expect(result.status == 4)
        #expect(result.stdout.components(separatedBy: "Safe area (iOS 11): viewSafeAreaInsetsDidChange()").count == 3, "\(result.stdout)")
        #expect(result.stdout.contains("Why: the same as under 1 above"), "\(result.stdout)")
        #expect(result.stdout.contains("sheetPresentations"), "\(result.stdout)")
    }

    /// Nothing pasted (or only blank lines) is said as such, not as a log whose lines name no callback.
    @Test func anEmptyLogIsSaidToBeEmpty() throws {
        let result = try CLI().run(["check", "-", "--steps", "launch A", "--lang", "zh"], input: "\n  \n")
        #expect(result.status == 2 && result.stderr.contains("日志是空的"), "\(result.stderr)")
    }

    /// A device or a pipe is read like a file: `/dev/null` is an empty log, not an unreadable one.
    @Test func aDeviceIsReadLikeAFile() throws {
        let result = try CLI().run(["check", "/dev/null", "--steps", "launch A"])
        #expect(result.status == 2 && result.stderr.contains("the log is empty"), "\(result.stderr)")
    }

    /// A log that starts with the launch's first callback ran the launch: its lines are compared,
    /// not taken as the end of the launch, so a missing callback there is a difference.
    @Test func aLogShowingTheStepsFirstCallbackIsComparedFromThatStep() throws {
        let log = "A viewDidLoad\nA viewWillAppear\nA viewWillLayoutSubviews\nA viewDidLayoutSubviews\nA viewDidAppear\nA viewWillTransition(to:with:)\n"
        let result = try CLI().run(["check", "-", "--steps", "launch A; rotate", "--ios", "12", "--format", "json"], input: log)
        #expect(result.status == 4)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(document["from_step"] as? Int == 1 && document["context_lines"] as? [Int] == [])
        #expect(document.keys.contains("order_of_appearance_differences"))
    }

    /// A log that starts during the launch has the launch's end as context, and says which lines.
    @Test func theEndOfTheStepBeforeIsListedAsContext() throws {
        let log = "A viewDidLayoutSubviews\nA viewDidAppear\nA viewWillTransition(to:with:)\nA viewWillLayoutSubviews\nA viewDidLayoutSubviews\n"
        let result = try CLI().run(["check", "-", "--steps", "launch A; rotate", "--ios", "12", "--lang", "en"], input: log)
        #expect(result.status == 0)
        #expect(result.stdout.contains("Lines 1, 2: the end of step 1, where the log starts; not compared."), "\(result.stdout)")
    }

    @Test func aMalformedMappingIsAUsageErrorInChineseToo() throws {
        let result = try CLI().run(["check", "-", "--steps", "launch A", "--as", "FirstViewController", "--lang", "zh"])
        #expect(result.status == 64 && result.stderr.contains("“--as” 的写法是 类名=对象"))
    }

    /// One callback is counted in the singular.
    @Test func aLogOfOneCallbackIsCountedInTheSingular() throws {
        let result = try CLI().run(["check", "-", "--steps", "launch A", "--lang", "en"], input: "A viewDidLoad\n")
        #expect(result.stdout.hasPrefix("Checked 1 logged callback against"), "\(result.stdout)")
    }

    /// `--as "first vc = A"`: the spaces people put around `=` are not part of the name
    /// (twenty-ninth review W6).
    @Test func spacesAroundTheEqualsSignOfAMappingAreIgnored() throws {
        let log = "first vc viewDidLoad\nfirst vc viewWillAppear\nsecond vc viewDidLoad\nsecond vc viewWillAppear\n"
        let result = try CLI().run(["check", "-", "--steps", "launch nav(A); push B", "--as", "first vc = A", "--lang", "en"], input: log)
        #expect(result.status == 0 && result.stdout.contains("Classes: first vc = A, second vc = B (some given with --as"), "\(result.stdout)\(result.stderr)")
    }

    /// Two objects for one class is a slip: said, not settled by keeping the last.
    @Test func aClassGivenTwoObjectsIsAUsageError() throws {
        let result = try CLI().run(["check", "-", "--steps", "launch nav(A); push B", "--as", "画面A=A", "--as", "画面A=B", "--lang", "en"],
                                   input: "画面A:viewDidLoad()\n")
        #expect(result.status == 64 && result.stderr.contains("'--as' gives 画面A two objects, A or B"), "\(result.stderr)")
        let same = try CLI().run(["check", "-", "--steps", "launch A", "--as", "Home=A", "--as", "Home=A"], input: "Home viewDidLoad\n")
        #expect(same.status != 64, "\(same.stderr)")
    }
}
