import EmbeddedContent
import Foundation
import Testing
import TestSupport
@testable import KnowledgeBase

/// The real content compiled into lifequiz: valid, complete, and buildable.
struct EmbeddedContentTests {
    /// Line counts as `cat -n` numbers them: a last line without a newline still counts.
    private static func seedLineCounts() throws -> [String: Int] {
        let names = try FileManager.default.contentsOfDirectory(atPath: SeedPassages.directory.path).filter { $0.hasSuffix(".txt") }
        return try Dictionary(uniqueKeysWithValues: names.map { name in
            let text = try String(contentsOf: SeedPassages.directory.appending(path: name), encoding: .utf8)
            return (name, text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0))
        })
    }

    @Test func theSeedsAreWhereTheValidatorLooks() throws {
        #expect(try Self.seedLineCounts().count == 5)
    }

    @Test func theContentHasNoProblems() throws {
        let problems = ContentValidator(seedLineCounts: try Self.seedLineCounts()).validate(documents: EmbeddedContent.documents)
        #expect(problems.isEmpty, "\(problems.count) problem(s):\n\(problems.map(\.description).joined(separator: "\n"))")
    }

    /// sources.yaml records only what a seed says about itself: each stated title, author, date
    /// or address must be written on the line it names.
    @Test func whatEachSourceStatesIsOnTheLineItNames() throws {
        let content = try Content(documents: EmbeddedContent.documents)
        var checked = 0
        for source in content.sources {
            let lines = try String(contentsOf: SeedPassages.directory.appending(path: source.id), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
            for (name, stated) in source.document.stated {
                let line = stated.line >= 1 && stated.line <= lines.count ? String(lines[stated.line - 1]) : ""
                #expect(line.contains(stated.text), "\(source.id) document.\(name) '\(stated.text)' is not on line \(stated.line): '\(line)'")
                checked += 1
            }
        }
        #expect(checked == 4)
    }

    @Test func theContentBuildsADatabase() throws {
        let directory = try TemporaryDirectory()
        let knowledge = try KnowledgeDatabase.open(at: directory.file("knowledge.sqlite"))
        #expect(knowledge.fingerprint == KnowledgeContent.embedded.fingerprint && knowledge.fingerprint?.hasPrefix(EmbeddedContent.fingerprint) == true)
        #expect(try knowledge.sources().count == 5)
    }

    /// Content/README.md: "`lifequiz simulate` prints these; each must exist as a method".
    @Test(arguments: [
        "AppEntry.main()", "AppEntry.UIApplicationMain(_:_:_:_:)",
        "UIApplicationDelegate.application(_:willFinishLaunchingWithOptions:)",
        "UIApplicationDelegate.application(_:didFinishLaunchingWithOptions:)", "UIApplicationDelegate.applicationDidBecomeActive(_:)",
        "UIApplicationDelegate.applicationWillResignActive(_:)", "UIApplicationDelegate.applicationDidEnterBackground(_:)",
        "UIApplicationDelegate.applicationWillEnterForeground(_:)", "UIApplicationDelegate.applicationWillTerminate(_:)",
        "UIApplicationDelegate.applicationDidReceiveMemoryWarning(_:)",
        "UIApplicationDelegate.application(_:configurationForConnecting:options:)",
        "UIApplicationDelegate.application(_:didDiscardSceneSessions:)",
        "UISceneDelegate.scene(_:willConnectTo:options:)", "UISceneDelegate.sceneWillEnterForeground(_:)",
        "UISceneDelegate.sceneDidBecomeActive(_:)", "UISceneDelegate.sceneWillResignActive(_:)",
        "UISceneDelegate.sceneDidEnterBackground(_:)", "UISceneDelegate.sceneDidDisconnect(_:)",
        "UIWindow.makeKeyAndVisible()",
        "UIViewController.init(coder:)", "UIViewController.init(nibName:bundle:)", "UIViewController.awakeFromNib()",
        "UIViewController.loadView()", "UIViewController.viewDidLoad()", "UIViewController.viewWillAppear(_:)",
        "UIViewController.viewIsAppearing(_:)", "UIViewController.viewDidAppear(_:)", "UIViewController.viewWillDisappear(_:)",
        "UIViewController.viewDidDisappear(_:)", "UIViewController.updateViewConstraints()",
        "UIViewController.viewWillLayoutSubviews()", "UIViewController.viewDidLayoutSubviews()",
        "UIViewController.didReceiveMemoryWarning()", "UIViewController.viewWillUnload()", "UIViewController.viewDidUnload()",
        "UIViewController.deinit", "UIViewController.willMove(toParent:)", "UIViewController.didMove(toParent:)",
        "UIViewController.prepare(for:sender:)", "UIViewController.prefersStatusBarHidden",
        "UIViewController.preferredStatusBarUpdateAnimation", "UIViewController.extendedLayoutIncludesOpaqueBars",
        "UIViewController.edgesForExtendedLayout", "UIViewController.viewWillTransition(to:with:)",
        "UIViewController.willTransition(to:with:)", "UIViewController.willRotate(to:duration:)",
        "UIViewController.willAnimateRotation(to:duration:)", "UIViewController.didRotate(from:)",
        "UIView.init(frame:)", "UIView.init(coder:)", "UIView.awakeFromNib()", "UIView.willMove(toSuperview:)",
        "UIView.didMoveToSuperview()", "UIView.willMove(toWindow:)", "UIView.didMoveToWindow()", "UIView.layoutSubviews()",
        "UIView.updateConstraints()", "UIView.deinit",
    ])
    func everyCallbackTheEngineEmitsIsAMethod(id: String) throws {
        let content = try Content(documents: EmbeddedContent.documents)
        #expect(content.methods.contains { $0.id == id })
    }

    /// Spellings copied from Swift code, older Swift and the seeds' Objective-C (issue 11).
    @Test(arguments: [
        ("UIStoryboard(name:bundle:)", ["UIStoryboard.init(name:bundle:)"]),
        ("UIStoryboard(name: \"Main\", bundle: nil)", ["UIStoryboard.init(name:bundle:)"]),
        ("UIWindow(windowScene:)", ["UIWindow.init(windowScene:)"]),
        ("UINavigationController(rootViewController:)", ["UINavigationController.init(rootViewController:)"]),
        ("addChildViewController(_:)", ["UIViewController.addChild(_:)"]),
        ("removeFromParentViewController()", ["UIViewController.removeFromParent()"]),
        ("(void)viewWillLayoutSubviews", ["UIViewController.viewWillLayoutSubviews()"]),
        ("(void)loadView", ["UIViewController.loadView()"]),
        ("UIWindowLevelNormal", ["UIWindow.windowLevel"]),
        ("UIWindowLevelStatusBar", ["UIWindow.windowLevel"]),
        ("UIWindowLevelAlert", ["UIWindow.windowLevel"]),
        // The Objective-C label where Swift shortened it: application(_:didReceive:).
        ("didReceiveLocalNotification", ["UIApplicationDelegate.application(_:didReceive:)"]),
    ])
    func copiedCodeSpellingsResolve(spelling: String, ids: [String]) throws {
        try realNamesResolve(spelling: spelling, ids: ids)
    }

    /// The spellings from the brief, on the real content.
    @Test(arguments: [
        ("viewWillAppear", ["UIViewController.viewWillAppear(_:)"]),
        ("-[UIViewController viewWillAppear:]", ["UIViewController.viewWillAppear(_:)"]),
        ("- (void)viewWillAppear:(BOOL)animated", ["UIViewController.viewWillAppear(_:)"]),
        ("UIViewController.viewWillAppear", ["UIViewController.viewWillAppear(_:)"]),
        ("initWithNibName:bundle:", ["UIViewController.init(nibName:bundle:)"]),
        ("application:didFinishLaunchingWithOptions:", ["UIApplicationDelegate.application(_:didFinishLaunchingWithOptions:)"]),
        ("willRotateToInterfaceOrientation:duration:", ["UIViewController.willRotate(to:duration:)"]),
    ])
    func realNamesResolve(spelling: String, ids: [String]) throws {
        let content = try Content(documents: EmbeddedContent.documents)
        #expect(MethodNameIndex(methods: content.methods, classes: content.classes).methodIDs(for: spelling) == ids)
    }

    @Test(arguments: ["initWithCoder:", "dealloc", "awakeFromNib"])
    func realSharedNamesFindEveryClass(spelling: String) throws {
        let content = try Content(documents: EmbeddedContent.documents)
        let classes = MethodNameIndex(methods: content.methods, classes: content.classes).methodIDs(for: spelling)
            .compactMap { id in content.methods.first { $0.id == id }?.classID }
        #expect(Set(classes).isSuperset(of: ["UIViewController", "UIView"]))
    }
}
