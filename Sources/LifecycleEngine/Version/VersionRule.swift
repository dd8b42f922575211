/// Behaviour of UIKit that changed between iOS versions. Every version-dependent branch in the
/// simulator asks one of these, so the differences are listed in one place, with their evidence.
public enum VersionRule: Int, CaseIterable, Sendable {
    case autoLayout
    case statusBarAppearanceQueries
    case extendedLayoutQueries
    case interactivePopGesture
    case layoutGuidesSettleAfterTransition
    case sizeTransitionCallbacks
    case legacyRotationCallbacks
    case outgoingDisappearsBeforeIncomingLoads
    case firstFrameBeforeDidBecomeActive
    case scenes
    case sheetPresentations
    case viewIsAppearing
    case offscreenViewsUnloadOnMemoryWarning
    case viewWillUnloadCallback
    case viewDidLoadWithoutView
    case terminationHidesWindow

    /// The major versions the behaviour holds for.
    public var versions: [ClosedRange<Int>] {
        let newest = IOSVersion.supported.upperBound
        switch self {
        case .autoLayout: return [6...newest]
        case .statusBarAppearanceQueries, .extendedLayoutQueries, .interactivePopGesture,
             .layoutGuidesSettleAfterTransition:
            return [7...newest]
        case .sizeTransitionCallbacks: return [8...newest]
        case .legacyRotationCallbacks: return [5...7]
        case .outgoingDisappearsBeforeIncomingLoads: return [9...9]
        case .firstFrameBeforeDidBecomeActive: return [8...8, 11...newest]
        case .scenes, .sheetPresentations, .viewIsAppearing: return [13...newest]
        case .offscreenViewsUnloadOnMemoryWarning: return [5...5]
        case .viewWillUnloadCallback: return [5...5]
        case .viewDidLoadWithoutView: return [6...newest]
        case .terminationHidesWindow: return [5...10]
        }
    }

    public func holds(on version: IOSVersion) -> Bool {
        versions.contains { $0.contains(version.major) }
    }

    /// What changes, in one sentence.
    public var summary: String {
        switch self {
        case .autoLayout:
            "Auto Layout exists (iOS 6): views from a storyboard or nib use constraints and get a constraint pass (updateViewConstraints) before layout."
        case .statusBarAppearanceQueries:
            "Controllers own the status bar (iOS 7): a navigation transition asks the incoming controller prefersStatusBarHidden and preferredStatusBarUpdateAnimation."
        case .extendedLayoutQueries:
            "Content extends under bars (iOS 7): containers ask extendedLayoutIncludesOpaqueBars and edgesForExtendedLayout while sizing a child's view."
        case .interactivePopGesture:
            "Navigation controllers have the swipe-back gesture (iOS 7), and its pop can be cancelled."
        case .layoutGuidesSettleAfterTransition:
            "Layout guides and safe areas are updated when a transition ends (iOS 7): constraint-based views get one more constraint and layout pass."
        case .sizeTransitionCallbacks:
            "Rotation is a size change (iOS 8): viewWillTransition(to:with:), and willTransition(to:with:) when traits change."
        case .legacyRotationCallbacks:
            "Before iOS 8 rotation calls willRotate(to:duration:), willAnimateRotation(to:duration:) and didRotate(from:) on the frontmost controllers."
        case .outgoingDisappearsBeforeIncomingLoads:
            "On iOS 9 a push or pop calls the outgoing controller's viewWillDisappear before loading the incoming controller's view; other versions load first."
        case .firstFrameBeforeDidBecomeActive:
            "The first frame is committed (layout, the root's viewDidAppear) before applicationDidBecomeActive on iOS 8 and from iOS 11; on iOS 5-7, 9 and 10 after it."
        case .scenes:
            "Scenes (iOS 13): an app that adopts them gets scene delegate callbacks instead of the app delegate's foreground/background ones."
        case .sheetPresentations:
            "Sheets (iOS 13): automatic presentation means pageSheet, and sheets leave the presenter on screen without appearance callbacks; before iOS 13 iPhone presents every style full screen."
        case .viewIsAppearing:
            "viewIsAppearing(_:) (iOS 17 SDK, back-deployed to iOS 13) runs once the view is in the hierarchy with its size and traits, before viewDidAppear."
        case .offscreenViewsUnloadOnMemoryWarning:
            "Before iOS 6 a memory warning releases the views of controllers that are not on screen; the view loads again, viewDidLoad included, when it returns."
        case .viewWillUnloadCallback:
            "viewWillUnload existed only on iOS 5 (deprecated with viewDidUnload in iOS 6)."
        case .viewDidLoadWithoutView:
            "From iOS 6 viewDidLoad runs after loadView even if loadView assigned no view; an iOS 5 log shows loadView retried without viewDidLoad."
        case .terminationHidesWindow:
            "Up to iOS 10 terminating a running app hides its window first, so the visible controllers get viewWillDisappear and viewDidDisappear before applicationWillTerminate."
        }
    }

    /// Where the evidence for the rule comes from.
    public var evidence: String {
        switch self {
        case .autoLayout: "seed 000 §updateViewConstraints (lines 154-158); Auto Layout shipped in iOS 6"
        case .statusBarAppearanceQueries, .extendedLayoutQueries:
            "seed 000 §push到下一个页面时 (lines 402-423); the properties were added in iOS 7"
        case .interactivePopGesture: "seed 003 gesture navigation (lines 14-65); UIKit's own gesture since iOS 7"
        case .layoutGuidesSettleAfterTransition: "seed 000 §push到下一个页面时 (lines 419-422): a second constraint and layout pass after didMoveToParentViewController:"
        case .sizeTransitionCallbacks: "seed 000 §屏幕旋转 (lines 303-312)"
        case .legacyRotationCallbacks: "seed 004 rotation methods (lines 97-101)"
        case .outgoingDisappearsBeforeIncomingLoads:
            "seed 002 push log, iOS 9 (lines 185-190) against seeds 001 (lines 68-84) and 003 (lines 134-143); a 2016 report that iOS 8 loads first and iOS 9 does not"
        case .firstFrameBeforeDidBecomeActive:
            "seed 002 launch logs, iOS 9 (lines 47-53); developer reports of the order flipping in iOS 8, back in iOS 9, again in iOS 11"
        case .scenes: "extends seed 002 §UIApplication (lines 23-43); UIScene arrived in iOS 13"
        case .sheetPresentations: "extends seed 002 present log (lines 239-256); iOS 13 changed the default presentation"
        case .viewIsAppearing: "extends seed 000 §一个例子 (lines 212-257) on when geometry is final"
        case .offscreenViewsUnloadOnMemoryWarning: "seed 003 (lines 156-158), seed 004 (lines 121, 132-136)"
        case .viewWillUnloadCallback: "seed 002 declarations (lines 117-118)"
        case .viewDidLoadWithoutView: "seed 000 §死循环 (lines 355-374) against seed 004 (lines 180-185)"
        case .terminationHidesWindow: "seed 002 kill log, iOS 9 (lines 63-68); later logs show no controller callbacks"
        }
    }
}

/// The rules in force for one version, looked up without scanning ranges on the hot path.
struct VersionRules: Sendable {
    private let holding: [Bool]

    /// Computed once per version: every simulation asks for them.
    private static let byVersion: [VersionRules] = IOSVersion.supported.map { major in
        VersionRules(holding: VersionRule.allCases.map { $0.holds(on: IOSVersion(major)!) })
    }

    private init(holding: [Bool]) { self.holding = holding }

    init(_ version: IOSVersion) {
        self = Self.byVersion[version.major - IOSVersion.supported.lowerBound]
    }

    subscript(rule: VersionRule) -> Bool { holding[rule.rawValue] }
}
