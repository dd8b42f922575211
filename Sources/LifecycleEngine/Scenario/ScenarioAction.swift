/// What one scenario step does.
public indirect enum ScenarioAction: Hashable, Sendable {
    public enum PresentationStyle: String, Hashable, Sendable, CaseIterable {
        case automatic, fullScreen, pageSheet, formSheet, overFullScreen, currentContext, overCurrentContext
    }

    public enum PageTransition: String, Hashable, Sendable, CaseIterable {
        case scroll, curl
    }

    /// Where app code runs during launch, right after the window is made key and visible: the app
    /// delegate's didFinishLaunching, or the scene delegate's willConnectTo in an app with scenes.
    public enum LaunchCode: String, Hashable, Sendable, CaseIterable {
        case didFinishLaunching, willConnectTo
    }

    /// Whose lifecycle notifications an observer registers for: UIApplication's or UIScene's.
    public enum NotificationSource: String, Hashable, Sendable, CaseIterable {
        case app, scene
    }

    /// What opened the app: a URL of its custom scheme, a universal link (an NSUserActivity), or
    /// one of its notifications the user tapped: a remote one (a push) or one the app scheduled.
    public enum Opening: String, Hashable, Sendable, CaseIterable {
        case url, link, notification, localNotification

        public var isNotification: Bool { self == .notification || self == .localNotification }
    }

    /// A notification that arrives while the app runs: a push with an alert, a silent push
    /// (content-available, no alert), or a local notification the app scheduled.
    public enum ArrivingNotification: Hashable, Sendable, CaseIterable {
        case remote, silent, local
    }

    /// The scene session a launch connects: a new one (the first run, or the last run's session
    /// was closed in the switcher), or the one the system saved when an earlier run ended
    /// without the user closing it (Xcode's Stop button, the system ending a suspended app).
    public enum SceneSession: String, Hashable, Sendable, CaseIterable {
        case new, restored
    }

    /// The orientations the window's root controller supports (`supportedInterfaceOrientations`)
    /// while the app's Info.plist allows every one and the iPhone is held upright: all, or only
    /// landscape, which UIKit turns to as the launch shows the root.
    public enum SupportedOrientations: String, Hashable, Sendable, CaseIterable {
        case all, landscape
    }

    /// The order in which a container's own code tells two children of a swap, around
    /// transition(from:to:): the old one is told it leaves before the new one is added (as Apple's
    /// container guide writes it), or the new one is added first and, in the completion, told it
    /// has arrived before the old one is removed.
    public enum SwapOrder: String, Hashable, Sendable, CaseIterable {
        case oldFirst, newFirst
    }

    /// A system panel the user pulls over the app and closes again; the app stays in the foreground.
    public enum SystemOverlay: String, Hashable, Sendable, CaseIterable {
        case notificationCenter, controlCenter
    }

    /// The traits a handler registered with registerForTraitChanges (iOS 17) watches: light or
    /// dark, or the size classes, which an iPhone's rotation changes.
    public enum RegisteredTraits: String, Hashable, Sendable, CaseIterable {
        case style, sizeClass
    }

    /// How a tab is chosen: the user taps it, or code sets `selectedIndex`. Only a tap is
    /// reported to the tab bar controller's delegate.
    public enum TabSelection: String, Hashable, Sendable, CaseIterable {
        case tap, code
    }

    /// How the app receives its notifications: as the notification center's delegate (iOS 10+),
    /// or only through the app delegate's application(_:didReceiveRemoteNotification:fetchCompletionHandler:)
    /// (`launch A notifications=appDelegate`), as apps written before iOS 10 do.
    public enum NotificationHandling: String, Hashable, Sendable, CaseIterable {
        case center, appDelegate
    }

    /// What a launch step says besides its root: `launch A scenes session=restored via=url`.
    public struct Launch: Hashable, Sendable {
        /// Nil without a scene delegate; otherwise whether the launch creates the scene's session
        /// or restores the one a previous run saved (`session=restored`).
        public var scenes: SceneSession?
        public var pageTransition = PageTransition.scroll
        /// The launch was a URL's, a link's or a notification's (`via=url`).
        public var opening: Opening?
        /// What the root supports (`orientations=landscape`).
        public var orientations = SupportedOrientations.all
        public var notifications = NotificationHandling.center

        public init() {}
    }

    case launch(ControllerTree, Launch)
    case push(ControllerTree, animated: Bool, viaSegue: Bool)
    /// `via=segue`: an unwind segue, which prepares the controller it leaves first.
    case pop(animated: Bool, viaSegue: Bool)
    case popToRoot(animated: Bool)
    /// popToViewController(_:animated:): back to a controller lower in the frontmost stack.
    case popTo(String, animated: Bool)
    case swipeBack(cancelled: Bool)
    case present(ControllerTree, style: PresentationStyle, animated: Bool, viaSegue: Bool)
    /// `openScene B`: a second window scene of the app, showing B, connects beside the first (iPad).
    case openScene(ControllerTree)
    /// `closeScene B`: the user closes the second window, the one showing B (iPad).
    case closeScene(String)
    /// `setRoot B`: the app replaces the window's root controller (`window.rootViewController = B`).
    case setRoot(ControllerTree)
    case dismiss(animated: Bool, viaSegue: Bool)
    case swipeDown(cancelled: Bool)
    case select(String, via: TabSelection)
    case page(forward: Bool, cancelled: Bool, transition: PageTransition?)
    case addChild(ControllerTree, parent: String)
    case removeChild(String)
    /// `transition B to C`: a custom container swaps its child B for a new child C with
    /// transition(from:to:duration:options:animations:completion:); `order=newFirst` for code
    /// that adds C before telling B it leaves.
    case transitionChild(from: String, to: ControllerTree, order: SwapOrder)
    case addView(ViewSpec, superview: String)
    /// A controller's view added inside another's view without addChild (its owner keeps it).
    case addSubview(ControllerTree, superview: String)
    /// The app calls loadViewIfNeeded() (iOS 9).
    case loadViewIfNeeded(String)
    /// A controller registers with NotificationCenter for the app's (or the scene's) lifecycle notifications.
    case observe(String, of: NotificationSource)
    /// `registerTraits A style`: A registers a handler for those traits (registerForTraitChanges, iOS 17).
    case registerTraits(String, RegisteredTraits)
    /// `delegate A for Nav` (or `for Tabs`): A becomes the navigation or tab bar controller's delegate.
    case delegate(String, of: String)
    /// `delegate A for sheet B`: A becomes the delegate of the presentation controller that shows
    /// B (`B.presentationController?.delegate = A`); UIKit sets none, so a sheet swiped away
    /// tells no one without it.
    case sheetDelegate(String, of: String)
    /// The user taps a named view, or a controller's view where no named view is.
    case tap(String)
    /// `addChild C to A in viewDidLoad`: code in A's viewDidLoad, run when A's view loads.
    case inViewDidLoad(of: String, ScenarioAction)
    /// `present C in viewDidAppear of B`: code in B's viewDidAppear, run the next time B appears.
    case inViewDidAppear(of: String, ScenarioAction)
    /// `dismiss in viewWillAppear of B`: code in B's viewWillAppear, run the next time B starts appearing.
    case inViewWillAppear(of: String, ScenarioAction)
    /// `push B in willConnectTo`: code the launch runs right after `makeKeyAndVisible()`.
    case duringLaunch(ScenarioAction, in: LaunchCode)
    case removeView(String)
    case layout(String)
    /// setNeedsDisplay() on a view.
    case redraw(String)
    case rotate
    /// The user switches between light and dark mode (iOS 13).
    case interfaceStyle(dark: Bool)
    case memoryWarning
    case resignActive
    case becomeActive
    case background
    case foreground
    /// `open url` (or `open link`): a URL or a universal link brings the app back from the background.
    case open(Opening)
    /// `receive notification`: one of the app's notifications arrives (the user has not tapped it);
    /// `receive notification silent`: a push with content-available and no alert, for the app alone;
    /// `receive localNotification`: one the app scheduled fires.
    case receiveNotification(ArrivingNotification)
    /// `pullDown notificationCenter` (or controlCenter): the user opens the panel over the app and closes it.
    case pullDown(SystemOverlay)
    /// `terminate`: the user swipes the app away in the app switcher; `terminate running`: an app
    /// still running in the background (under Xcode's debugger, which keeps it from being
    /// suspended), which is terminated as a running app rather than ended silently.
    case terminate(stillRunning: Bool)

    /// Code the script puts inside a callback (`present S in viewDidAppear of A`, `push B in
    /// willConnectTo`): it runs within later steps, not as a step of its own.
    public var isCodeInCallback: Bool {
        switch self {
        case .inViewDidLoad, .inViewDidAppear, .inViewWillAppear, .duringLaunch: true
        default: false
        }
    }
}
