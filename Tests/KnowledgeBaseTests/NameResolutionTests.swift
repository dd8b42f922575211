import Testing
import TestSupport
@testable import KnowledgeBase

/// Every spelling people type finds the method, through the database's `method_names`.
struct NameResolutionTests {
    let directory: TemporaryDirectory
    let knowledge: KnowledgeDatabase

    init() throws {
        directory = try TemporaryDirectory()
        knowledge = try directory.fixtureDatabase()
    }

    private func ids(_ name: String) throws -> [String] {
        try knowledge.methods(named: name).map(\.id).sorted()
    }

    @Test(arguments: [
        "viewWillAppear", "viewWillAppear(_:)", "viewWillAppear:", "-viewWillAppear:",
        "- (void)viewWillAppear:(BOOL)animated", "-[UIViewController viewWillAppear:]",
        "UIViewController.viewWillAppear", "override func viewWillAppear(_ animated: Bool)",
        "[super viewWillAppear:animated]", "VIEWWILLAPPEAR", "  viewwillappear  ", "willAppear",
    ])
    func everySpellingOfViewWillAppearFindsIt(spelling: String) throws {
        #expect(try ids(spelling) == ["UIViewController.viewWillAppear(_:)"])
    }

    @Test(arguments: [
        ("initWithNibName:bundle:", "UIViewController.init(nibName:bundle:)"),
        ("init(nibName:bundle:)", "UIViewController.init(nibName:bundle:)"),
        ("application:didFinishLaunchingWithOptions:", "UIApplicationDelegate.application(_:didFinishLaunchingWithOptions:)"),
        ("application(_:didFinishLaunchingWithOptions:)", "UIApplicationDelegate.application(_:didFinishLaunchingWithOptions:)"),
        ("willRotateToInterfaceOrientation:duration:", "UIViewController.willRotate(to:duration:)"),
        ("willRotate(to:duration:)", "UIViewController.willRotate(to:duration:)"),
        ("prefersStatusBarHidden", "UIViewController.prefersStatusBarHidden"),
    ])
    func objectiveCAndSwiftNamesFindEachOther(spelling: String, id: String) throws {
        #expect(try ids(spelling) == [id])
    }

    @Test(arguments: ["initWithCoder:", "init(coder:)", "INITWITHCODER:"])
    func initWithCoderIsInitCoderOnEveryClass(spelling: String) throws {
        #expect(try ids(spelling) == ["UIView.init(coder:)", "UIViewController.init(coder:)"])
    }

    @Test(arguments: ["dealloc", "deinit", "- (void)dealloc"])
    func deallocIsDeinitOnEveryClass(spelling: String) throws {
        #expect(try ids(spelling) == ["UIView.deinit", "UIViewController.deinit"])
    }

    @Test func aSharedNameReturnsEveryMethod() throws {
        #expect(try ids("awakeFromNib") == ["UIView.awakeFromNib()", "UIViewController.awakeFromNib()"])
    }

    @Test func aClassPicksOneOfASharedName() throws {
        #expect(try ids("UIView.init(coder:)") == ["UIView.init(coder:)"])
        #expect(try ids("-[UIViewController initWithCoder:]") == ["UIViewController.init(coder:)"])
    }

    @Test func aSubclassFindsWhatItInherits() throws {
        #expect(try ids("UINavigationController.viewDidLoad") == ["UIViewController.viewDidLoad()"])
    }

    @Test func anUnknownClassRestrictsNothing() throws {
        #expect(try ids("MyViewController.viewDidLoad()") == ["UIViewController.viewDidLoad()"])
    }

    @Test func aMisspelledNameSuggestsTheClosest() throws {
        #expect(throws: KnowledgeBaseError.unknownMethod(name: "viewDidLod", suggestions: ["viewDidLoad"])) {
            try knowledge.methods(named: "viewDidLod")
        }
    }

    @Test func wrongLabelsSuggestTheRightOnes() throws {
        #expect(throws: KnowledgeBaseError.unknownMethod(name: "viewWillAppear(animated:)", suggestions: ["viewWillAppear(_:)"])) {
            try knowledge.methods(named: "viewWillAppear(animated:)")
        }
    }

    @Test func aClassWithoutTheMethodSuggestsTheClassesThatHaveIt() throws {
        #expect(throws: KnowledgeBaseError.unknownMethod(name: "UIView.viewDidLoad", suggestions: ["UIViewController.viewDidLoad()"])) {
            try knowledge.methods(named: "UIView.viewDidLoad")
        }
    }

    @Test func nonsenseSuggestsNothing() throws {
        #expect(throws: KnowledgeBaseError.unknownMethod(name: "zzzzqqqq", suggestions: [])) {
            try knowledge.methods(named: "zzzzqqqq")
        }
    }

    @Test func anEmptyNameIsAskedFor() throws {
        #expect(throws: KnowledgeBaseError.emptyName) { try knowledge.methods(named: "  ") }
    }

    @Test func completionOffersNamesThatNeedNoQuoting() throws {
        let names = try knowledge.completionNames()
        #expect(names.contains("viewDidLoad"))
        #expect(names.contains("initWithCoder"))
        #expect(!names.contains { $0.contains("(") || $0.contains(":") })
    }
}
