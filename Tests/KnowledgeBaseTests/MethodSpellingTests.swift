import Testing
@testable import KnowledgeBase

/// How typed spellings reduce to index keys, independent of any content.
struct MethodSpellingTests {
    @Test(arguments: [
        ("viewWillAppear(_:)", "viewwillappear(_:)"),
        ("override func viewWillAppear(_ animated: Bool)", "viewwillappear(_:)"),
        ("super.viewWillAppear(animated)", "viewwillappear(_:)"),
        ("viewDidLoad()", "viewdidload()"),
        ("init(nibName:bundle:)", "init(nibname:bundle:)"),
        ("UIApplicationMain(_:_:_:_:)", "uiapplicationmain(_:_:_:_:)"),
        ("application(_: didFinishLaunchingWithOptions:)", "application(_:didfinishlaunchingwithoptions:)"),
        ("required init?(coder: NSCoder)", "init(coder:)"),
        ("init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)", "init(nibname:bundle:)"),
        ("func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool",
         "application(_:didfinishlaunchingwithoptions:)"),
        ("func dismiss(animated flag: Bool, completion: (() -> Void)? = nil)", "dismiss(animated:completion:)"),
        ("@objc dynamic func layoutSubviews()", "layoutsubviews()"),
        ("func instantiateViewController<VC: UIViewController>(identifier: String, creator: ((NSCoder) -> VC?)? = nil) -> VC",
         "instantiateviewcontroller(identifier:creator:)"),
    ])
    func swiftNamesSignaturesAndCallsReduceToTheNameWithLabels(spelling: String, key: String) {
        #expect(MethodSpelling(spelling)?.key == key)
    }

    @Test(arguments: [
        ("viewWillAppear:", "viewwillappear:"),
        ("-viewWillAppear:", "viewwillappear:"),
        ("- (void)viewWillAppear:(BOOL)animated", "viewwillappear:"),
        ("- (void)viewWillAppear:(BOOL)animated;", "viewwillappear:"),
        ("[super viewWillAppear:animated]", "viewwillappear:"),
        ("- (instancetype)initWithNibName:(nullable NSString *)name bundle:(nullable NSBundle *)bundle", "initwithnibname:bundle:"),
        ("willRotateToInterfaceOrientation:duration:", "willrotatetointerfaceorientation:duration:"),
        ("- (void)dealloc", "dealloc"),
        ("@property(nonatomic, readonly) BOOL prefersStatusBarHidden", "prefersstatusbarhidden"),
        ("@property(nonatomic, readonly, getter=isViewLoaded) BOOL viewLoaded", "isviewloaded"),
    ])
    func objectiveCSelectorsAndDeclarationsReduceToTheSelector(spelling: String, key: String) {
        #expect(MethodSpelling(spelling)?.key == key)
    }

    @Test func bracketedMessagesKeepTheirClass() {
        let spelling = MethodSpelling("-[UIViewController viewWillAppear:]")
        #expect(spelling?.classQualifier == "UIViewController")
        #expect(spelling?.key == "viewwillappear:")
    }

    @Test func dottedNamesKeepTheirClass() {
        let spelling = MethodSpelling("UIView.init(coder:)")
        #expect(spelling?.classQualifier == "UIView")
        #expect(spelling?.key == "init(coder:)")
    }

    /// `open` (or `final`) typed alone is the word asked about, not a modifier of nothing.
    @Test func aModifierWordAloneIsAName() {
        #expect(MethodSpelling("open")?.key == "open")
        #expect(MethodSpelling("open func viewDidLoad()")?.key == "viewdidload()")
    }

    @Test func superAndSelfAreNotClasses() {
        #expect(MethodSpelling("super.viewDidLoad()")?.classQualifier == nil)
        #expect(MethodSpelling("[self viewDidLoad]")?.classQualifier == nil)
    }

    @Test func propertiesDeclaredInSwiftReduceToTheirName() {
        #expect(MethodSpelling("override var prefersStatusBarHidden: Bool { get }")?.key == "prefersstatusbarhidden")
        #expect(MethodSpelling("unowned(unsafe) var selectedViewController: UIViewController? { get set }")?.key == "selectedviewcontroller")
    }

    @Test func caseAndSurroundingWhitespaceDoNotMatter() {
        #expect(MethodSpelling("  VIEWDIDLOAD \n")?.key == "viewdidload")
    }

    @Test(arguments: ["", "   ", "\n\t", "-", "()", ";"])
    func textWithoutANameIsNoSpelling(text: String) {
        #expect(MethodSpelling(text) == nil)
    }

    @Test func theBareKeyDropsLabelsAndColons() {
        #expect(MethodSpelling("viewWillAppear(_:)")?.bareKey == "viewwillappear")
        #expect(MethodSpelling("application:didFinishLaunchingWithOptions:")?.bareKey == "application")
    }
}
