/// Behaviour of UIKit that changed between iOS versions. Every version-dependent branch in the
/// simulator asks one of these, so the differences are listed in one place; what each means and
/// its evidence are content (`Content/rules.yaml`, keyed by the case name).
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
    case traitCollectionCallbacks
    case traitsPredictedAtCreation
    case safeAreaCallbacks
    case darkMode
    case loadViewIfNeeded
    case observersUnregisterAutomatically
    case launchPushSkipsTheRoot
    case presentationsOverContent
    case legacyAutorotationQueries
    case shouldAutorotateQueries
    case supportedOrientationsQueries
    case transitionsRelayOutConstraints
    case presentationsRelayOutConstraints
    case unwindSegues
    case openURLWithOptions
    case universalLinks
    case willFinishLaunching
    case traitChangeRegistration
    case userNotifications
    case notificationCenterFlickers
    case controlCenter
    case silentNotifications
    case legacyLocalNotifications
    case scrollPages
    case notificationLaunchActivatesLate
    case navigationTopShownBeforeActive

    /// The major versions the behaviour holds for.
    public var versions: [ClosedRange<Int>] {
        let newest = IOSVersion.supported.upperBound
        switch self {
        case .autoLayout, .scrollPages: return [6...newest]
        case .statusBarAppearanceQueries, .extendedLayoutQueries, .interactivePopGesture,
             .layoutGuidesSettleAfterTransition:
            return [7...newest]
        case .sizeTransitionCallbacks: return [8...newest]
        case .legacyRotationCallbacks: return [5...7]
        case .navigationTopShownBeforeActive: return [7...7]
        case .outgoingDisappearsBeforeIncomingLoads: return [9...9]
        case .firstFrameBeforeDidBecomeActive: return [8...8, 11...12]
        case .scenes, .sheetPresentations, .viewIsAppearing, .notificationLaunchActivatesLate: return [13...newest]
        case .offscreenViewsUnloadOnMemoryWarning: return [5...5]
        case .viewWillUnloadCallback: return [5...5]
        case .viewDidLoadWithoutView: return [6...newest]
        case .terminationHidesWindow: return [5...10]
        case .traitCollectionCallbacks: return [8...newest]
        case .traitsPredictedAtCreation, .darkMode: return [13...newest]
        case .safeAreaCallbacks: return [11...newest]
        case .loadViewIfNeeded, .observersUnregisterAutomatically: return [9...newest]
        case .launchPushSkipsTheRoot: return [18...newest]
        case .presentationsOverContent: return [8...newest]
        case .legacyAutorotationQueries: return [5...5]
        case .shouldAutorotateQueries: return [6...15]
        case .supportedOrientationsQueries: return [6...newest]
        case .transitionsRelayOutConstraints: return [6...10]
        case .presentationsRelayOutConstraints: return [6...12]
        case .unwindSegues: return [6...newest]
        case .openURLWithOptions, .universalLinks: return [9...newest]
        case .willFinishLaunching: return [6...newest]
        case .traitChangeRegistration: return [17...newest]
        case .userNotifications: return [10...newest]
        case .notificationCenterFlickers: return [11...newest]
        case .controlCenter, .silentNotifications: return [7...newest]
        case .legacyLocalNotifications: return [5...9]
        }
    }

    public func holds(on version: IOSVersion) -> Bool {
        holds(onMajor: version.major)
    }

    public func holds(onMajor major: Int) -> Bool {
        versions.contains { $0.contains(major) }
    }

    /// Whether it holds on exactly the versions of `group` among `all` (major versions), or on
    /// exactly the others: the line it draws is the group's edge, what tells the group apart.
    public func separates(_ group: Set<Int>, among all: Set<Int>) -> Bool {
        let holding = all.filter(holds(onMajor:))
        return holding == group || holding == all.subtracting(group)
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
