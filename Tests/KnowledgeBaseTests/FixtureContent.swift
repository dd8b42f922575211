import Foundation
@testable import KnowledgeBase

/// A small, valid content set in the embedded format (paths under Content/, JSON text), covering
/// what the tests need: names shared by classes, Objective-C names that differ from Swift ones,
/// Chinese and English texts, a conflict, a trace with a shared spelling to settle.
enum FixtureContent {
    static let sources = #"""
    {"sources": [
      {"id": "000_b683b64be764eb10.txt", "title": {"zh": "ViewController 与 UIView 的生命周期", "en": "The life cycle of ViewController and UIView"},
       "language": "zh-Hans", "era": "2017; Swift 3", "ios": 10, "summary": {"zh": "控制器与视图的回调", "en": "Controller and view callbacks"},
       "sections": [{"section": "1.1.3 loadView()", "lines": "96-120", "title": "loadView()"}, {"section": 2, "lines": "130-140", "title": "Numbered section"}]},
      {"id": "002_777fd6bad1933fe0.txt", "title": {"zh": "UIViewController 生命周期", "en": "UIViewController life cycle"},
       "language": "zh-Hant", "era": "2015; iOS 8", "ios": 8, "summary": {"zh": "旧版本的日志", "en": "Logs from older iOS"}, "sections": []}
    ]}
    """#

    static let classes = #"""
    {"classes": [
      {"id": "UIResponder", "kind": "class", "summary": {"zh": "响应者", "en": "Responder"}},
      {"id": "UIViewController", "kind": "class", "parent": "UIResponder", "summary": {"zh": "视图控制器", "en": "View controller"}},
      {"id": "UINavigationController", "kind": "class", "parent": "UIViewController", "summary": {"zh": "导航控制器", "en": "Navigation controller"}},
      {"id": "UIView", "kind": "class", "parent": "UIResponder", "summary": {"zh": "视图", "en": "View"}},
      {"id": "UIApplicationDelegate", "kind": "protocol", "summary": {"zh": "应用代理", "en": "App delegate"}}
    ]}
    """#

    static let viewLoading = #"""
    {"topic": "view-loading", "title": {"zh": "视图加载", "en": "View loading"},
     "methods": [
      {"class": "UIViewController", "swift": "viewDidLoad()", "swiftSignature": "func viewDidLoad()", "objc": "viewDidLoad",
       "objcSignature": "- (void)viewDidLoad", "kind": "callback", "frequency": "once", "super": "first", "available": "2.0",
       "when": {"zh": "视图加载到内存之后调用", "en": "After the view is loaded into memory"},
       "sources": [{"seed": "000_b683b64be764eb10.txt", "section": "1.1.4 viewDidLoad()", "lines": "121-136"}]},
      {"class": "UIViewController", "swift": "loadView()", "swiftSignature": "func loadView()", "objc": "loadView",
       "objcSignature": "- (void)loadView", "kind": "callback", "frequency": "once", "super": "never", "available": "2.0",
       "when": {"zh": "访问 view 且其为 nil 时调用", "en": "When view is accessed while nil"},
       "sources": [{"seed": "000_b683b64be764eb10.txt", "section": "1.1.3 loadView()", "lines": "96-120"}]},
      {"class": "UIViewController", "swift": "init(coder:)", "swiftSignature": "required init?(coder: NSCoder)", "objc": "initWithCoder:",
       "objcSignature": "- (instancetype)initWithCoder:(NSCoder *)coder", "kind": "method", "frequency": "once", "super": "first", "available": "2.0",
       "when": {"zh": "从 storyboard 创建时调用", "en": "When created from a storyboard"},
       "sources": [{"seed": "000_b683b64be764eb10.txt", "section": "1.1.1 init", "lines": "60-80"}]},
      {"class": "UIViewController", "swift": "init(nibName:bundle:)", "swiftSignature": "init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)",
       "objc": "initWithNibName:bundle:", "objcSignature": "- (instancetype)initWithNibName:(NSString *)nibNameOrNil bundle:(NSBundle *)nibBundleOrNil",
       "kind": "method", "frequency": "once", "super": "first", "available": "2.0",
       "when": {"zh": "用代码创建时调用", "en": "When created in code"},
       "sources": [{"seed": "000_b683b64be764eb10.txt", "section": "1.1.1 init", "lines": "60-80"}]},
      {"class": "UIViewController", "swift": "awakeFromNib()", "swiftSignature": "func awakeFromNib()", "objc": "awakeFromNib",
       "objcSignature": "- (void)awakeFromNib", "kind": "callback", "frequency": "once", "super": "first", "available": "2.0",
       "when": {"zh": "从 nib 解档之后调用", "en": "After being unarchived from a nib"},
       "sources": [{"seed": "000_b683b64be764eb10.txt", "section": "1.1.2 awakeFromNib", "lines": "81-95"}]},
      {"class": "UIViewController", "swift": "deinit", "swiftSignature": "deinit", "objc": "dealloc", "objcSignature": "- (void)dealloc",
       "kind": "method", "frequency": "once", "super": "not-applicable", "available": "2.0",
       "when": {"zh": "控制器释放时", "en": "When the controller is freed"},
       "sources": [{"seed": "002_777fd6bad1933fe0.txt", "section": "UIViewController", "lines": "300-310"}]},
      {"class": "UIViewController", "swift": "didReceiveMemoryWarning()", "swiftSignature": "func didReceiveMemoryWarning()",
       "objc": "didReceiveMemoryWarning", "objcSignature": "- (void)didReceiveMemoryWarning", "kind": "callback", "frequency": "many",
       "super": "first", "available": "2.0",
       "when": {"zh": "系统内存不足时调用", "en": "When the system is low on memory"},
       "sources": [{"seed": "002_777fd6bad1933fe0.txt", "section": "UIViewController", "lines": "250-260"}]}
     ],
     "facts": [
      {"id": "view-loading.viewdidload-runs-once", "method": "UIViewController.viewDidLoad()", "methods": ["UIViewController.loadView()"],
       "kind": "behavior", "zh": "viewDidLoad 在视图的一生中只调用一次，紧跟 loadView 之后。",
       "en": "viewDidLoad runs once in the view's life, right after loadView.",
       "sources": [{"seed": "000_b683b64be764eb10.txt", "section": "1.1.4 viewDidLoad()", "lines": "121-136"}]},
      {"id": "view-loading.loadview-before-viewdidload", "method": "UIViewController.loadView()", "methods": ["UIViewController.viewDidLoad()"],
       "kind": "order", "zh": "loadView 创建视图，然后才调用 viewDidLoad。", "en": "loadView makes the view; viewDidLoad comes after.",
       "sources": [{"seed": "000_b683b64be764eb10.txt", "section": "1.1.3 loadView()", "lines": "96-120"}]},
      {"id": "view-loading.memory-warning-unloads", "method": "UIViewController.didReceiveMemoryWarning()", "kind": "version",
       "ios": {"from": 3, "to": 5}, "zh": "收到内存警告时，iOS 6 之前会卸载不可见的视图。",
       "en": "On a memory warning, iOS before 6 unloaded views that were not visible.",
       "sources": [{"seed": "002_777fd6bad1933fe0.txt", "section": "UIViewController", "lines": "250-260"}]}
     ],
     "pitfalls": [
      {"id": "view-loading.loadview-touches-view", "methods": ["UIViewController.loadView()"],
       "title": {"zh": "在 loadView 里读取 view", "en": "Reading view inside loadView"},
       "symptom": {"zh": "无限递归", "en": "Endless recursion"}, "cause": {"zh": "view 为 nil 时会再次调用 loadView", "en": "A nil view calls loadView again"},
       "fix": {"zh": "先给 view 赋值", "en": "Assign view first"}, "snippet": "override func loadView() {\n    view.backgroundColor = .white\n}",
       "sources": [{"seed": "000_b683b64be764eb10.txt", "section": "1.1.3 loadView()", "lines": "96-120"}]}
     ]}
    """#

    static let appearance = #"""
    {"topic": "appearance", "title": {"zh": "出现与消失", "en": "Appearance"},
     "methods": [
      {"class": "UIViewController", "swift": "viewWillAppear(_:)", "swiftSignature": "func viewWillAppear(_ animated: Bool)",
       "objc": "viewWillAppear:", "objcSignature": "- (void)viewWillAppear:(BOOL)animated", "aliases": ["willAppear"],
       "kind": "callback", "frequency": "many", "super": "first", "available": "2.0",
       "when": {"zh": "视图即将出现时", "en": "Just before the view appears"},
       "sources": [{"seed": "000_b683b64be764eb10.txt", "section": "1.1.5 viewWillAppear(_:)", "lines": "137-152"}]},
      {"class": "UIViewController", "swift": "willRotate(to:duration:)", "swiftSignature": "func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval)",
       "objc": "willRotateToInterfaceOrientation:duration:", "objcSignature": "- (void)willRotateToInterfaceOrientation:(UIInterfaceOrientation)toInterfaceOrientation duration:(NSTimeInterval)duration",
       "kind": "callback", "frequency": "many", "super": "anywhere", "available": "2.0", "deprecated": "8.0",
       "when": {"zh": "界面旋转之前", "en": "Before the interface rotates"},
       "sources": [{"seed": "002_777fd6bad1933fe0.txt", "section": "UIViewController", "lines": "200-220"}]},
      {"class": "UIViewController", "swift": "prefersStatusBarHidden", "swiftSignature": "var prefersStatusBarHidden: Bool { get }",
       "objc": "prefersStatusBarHidden", "objcSignature": "@property(nonatomic, readonly) BOOL prefersStatusBarHidden",
       "kind": "property", "frequency": "many", "super": "not-applicable", "available": "7.0",
       "when": {"zh": "系统更新状态栏外观时读取", "en": "Read when the system updates the status bar"},
       "sources": [{"seed": "000_b683b64be764eb10.txt", "section": "1.1.5 viewWillAppear(_:)", "lines": "137-152"}]}
     ],
     "facts": [
      {"id": "appearance.will-appear-each-time", "method": "UIViewController.viewWillAppear(_:)", "kind": "behavior",
       "zh": "每次视图即将出现都会调用 viewWillAppear，而不只是第一次。", "en": "viewWillAppear runs every time the view is about to appear, not just the first.",
       "sources": [{"seed": "000_b683b64be764eb10.txt", "section": "1.1.5 viewWillAppear(_:)", "lines": "137-152"}]}
     ]}
    """#

    static let uiview = #"""
    {"topic": "uiview", "title": {"zh": "UIView", "en": "UIView"},
     "methods": [
      {"class": "UIView", "swift": "init(frame:)", "swiftSignature": "init(frame: CGRect)", "objc": "initWithFrame:",
       "objcSignature": "- (instancetype)initWithFrame:(CGRect)frame", "kind": "method", "frequency": "once", "super": "first", "available": "2.0",
       "when": {"zh": "用代码创建视图时", "en": "When a view is created in code"},
       "sources": [{"seed": "000_b683b64be764eb10.txt", "section": "2.1", "lines": "400-410"}]},
      {"class": "UIView", "swift": "init(coder:)", "swiftSignature": "required init?(coder: NSCoder)", "objc": "initWithCoder:",
       "objcSignature": "- (instancetype)initWithCoder:(NSCoder *)coder", "kind": "method", "frequency": "once", "super": "first", "available": "2.0",
       "when": {"zh": "从 xib 创建视图时", "en": "When a view is created from a xib"},
       "sources": [{"seed": "000_b683b64be764eb10.txt", "section": "2.1", "lines": "400-410"}]},
      {"class": "UIView", "swift": "awakeFromNib()", "swiftSignature": "func awakeFromNib()", "objc": "awakeFromNib",
       "objcSignature": "- (void)awakeFromNib", "kind": "callback", "frequency": "once", "super": "first", "available": "2.0",
       "when": {"zh": "从 nib 解档之后", "en": "After unarchiving from a nib"},
       "sources": [{"seed": "000_b683b64be764eb10.txt", "section": "2.2", "lines": "411-420"}]},
      {"class": "UIView", "swift": "deinit", "swiftSignature": "deinit", "objc": "dealloc", "objcSignature": "- (void)dealloc",
       "kind": "method", "frequency": "once", "super": "not-applicable", "available": "2.0",
       "when": {"zh": "视图释放时", "en": "When the view is freed"},
       "sources": [{"seed": "000_b683b64be764eb10.txt", "section": "2.9", "lines": "500-505"}]},
      {"class": "UIView", "swift": "layoutSubviews()", "swiftSignature": "func layoutSubviews()", "objc": "layoutSubviews",
       "objcSignature": "- (void)layoutSubviews", "kind": "callback", "frequency": "many", "super": "first", "available": "2.0",
       "when": {"zh": "布局需要更新时调用", "en": "When the layout needs updating"},
       "sources": [{"seed": "000_b683b64be764eb10.txt", "section": "2.3", "lines": "430-450"}]}
     ],
     "facts": [
      {"id": "uiview.layout-on-bounds-change", "method": "UIView.layoutSubviews()", "kind": "behavior",
       "zh": "视图的 bounds 改变时会重新布局，layoutSubviews 随之被调用。", "en": "A change of bounds triggers layout, and so layoutSubviews.",
       "sources": [{"seed": "000_b683b64be764eb10.txt", "section": "2.3", "lines": "430-450"}]}
     ]}
    """#

    static let appLaunch = #"""
    {"topic": "app-launch", "title": {"zh": "启动", "en": "Launch"},
     "methods": [
      {"class": "UIApplicationDelegate", "swift": "application(_:didFinishLaunchingWithOptions:)",
       "swiftSignature": "func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool",
       "objc": "application:didFinishLaunchingWithOptions:",
       "objcSignature": "- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions",
       "kind": "callback", "frequency": "once", "super": "not-applicable", "available": "3.0",
       "when": {"zh": "启动即将完成时", "en": "When launch is almost done"},
       "sources": [{"seed": "002_777fd6bad1933fe0.txt", "section": "UIApplication", "lines": "10-40"}]}
     ]}
    """#

    static let conflicts = #"""
    {"conflicts": [
      {"id": "conflict.viewdidload-timing", "topic": "view-loading",
       "title": {"zh": "viewDidLoad 的时机", "en": "When viewDidLoad runs"},
       "methods": ["UIViewController.viewDidLoad()", "UIViewController.viewWillAppear(_:)"],
       "claims": [
        {"seed": "000_b683b64be764eb10.txt", "section": "1.1.4 viewDidLoad()", "lines": "121-136",
         "claim": {"zh": "viewDidLoad 在 init 之后立即调用", "en": "viewDidLoad follows init at once"}},
        {"seed": "002_777fd6bad1933fe0.txt", "section": "UIViewController", "lines": "176-194",
         "claim": {"zh": "viewDidLoad 在第一次访问 view 时调用", "en": "viewDidLoad runs when view is first accessed"}}
       ],
       "explanation": {"zh": "第一种说法的日志在 init 中访问了 view", "en": "The first log touched view inside init"},
       "scenario": "launch nav(A); push B", "iosVersions": "8 12"}
    ]}
    """#

    static let traces = #"""
    {"traces": [
      {"id": "trace.seed000-launch", "source": {"seed": "000_b683b64be764eb10.txt", "section": "1.2", "lines": "200-230"},
       "ios": 10, "title": {"zh": "启动日志", "en": "Launch log"}, "conditions": {"zh": "storyboard 启动", "en": "Launched from a storyboard"},
       "scenario": "launch A", "compareFrom": 1,
       "logged": ["App application:didFinishLaunchingWithOptions:", "A init(coder:)", "A awakeFromNib", "A loadView", "A viewDidLoad",
                  "A -[UIViewController viewWillAppear:]", "V UIView.init(coder:)", "V layoutSubviews"]}
    ]}
    """#

    static let scenarios = #"""
    {"scenarios": [
      {"id": "scenario.launch", "topic": "loading", "level": 1, "title": {"zh": "启动一个控制器", "en": "Launch one controller"}, "script": "launch A"}
    ]}
    """#

    static let documents: [(path: String, json: String)] = [
        ("Content/sources.yaml", sources),
        ("Content/classes.yaml", classes),
        ("Content/topics/view-loading.yaml", viewLoading),
        ("Content/topics/appearance.yaml", appearance),
        ("Content/topics/uiview.yaml", uiview),
        ("Content/topics/app-launch.yaml", appLaunch),
        ("Content/conflicts.yaml", conflicts),
        ("Content/traces.yaml", traces),
        ("Content/scenarios.yaml", scenarios),
    ]

    /// The fixture documents with one replaced (or added), for tests of a single problem.
    static func documents(replacing path: String, with json: String) -> [(path: String, json: String)] {
        documents.filter { $0.path != path } + [(path, json)]
    }

    static func content(fingerprint: String = "fixture-1") -> KnowledgeContent {
        KnowledgeContent(fingerprint: fingerprint, documents: documents)
    }
}
