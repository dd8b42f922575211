import InterfaceText
import LifecycleEngine

/// Writes `lifequiz probe`'s Swift file: logging base classes for controllers, containers, views
/// and the app and scene delegates, each printing `<Class> <callback>` as `lifequiz check` reads
/// it, and the code that performs a scenario's steps. Steps no code can take (a rotation, a
/// swipe, the Home screen) print a prompt for the person holding the device.
public struct ProbeWriter {
    public let scenario: Scenario
    public let script: String
    /// The reader's language: the instructions at the top and the prompts on the device.
    public let texts: TextCatalog

    public init(scenario: Scenario, script: String, texts: TextCatalog = .embedded("en")) {
        self.scenario = scenario
        self.script = script
        self.texts = texts
    }

    public func write() -> String {
        var names = Names(containerNamer: ContainerNamer(scenario: scenario))
        var steps: [String] = []
        for (index, step) in scenario.steps.enumerated() {
            var lines = code(for: step.action, number: index + 1, text: step.text, names: &names)
            // A local notification to tap from the Home Screen is scheduled by the step before, while
            // the app still runs: once in the background it may be suspended before it could. One
            // tapped on its banner was scheduled as it arrived.
            let next = scenario.steps.indices.contains(index + 1) ? scenario.steps[index + 1].action : nil
            if next == .open(.localNotification), step.action != .receiveNotification(.local) {
                lines.insert("    scheduleLocalNotification(after: 6)", at: lines.count - 1)
            }
            steps.append(contentsOf: lines)
        }
        let launch = scenario.steps.lazy.compactMap { if case .launch(_, let launch) = $0.action { launch } else { nil } }.first
            ?? ScenarioAction.Launch()
        // A URL or a link, which the target must claim; a notification needs none of that.
        let opened = launch.opening == .url || launch.opening == .link || scenario.steps.contains { step in
            switch step.action {
            case .open(.url), .open(.link): true
            default: false
            }
        }
        let notified = launch.opening == .notification || scenario.steps.contains { step in
            switch step.action {
            case .open(.notification), .receiveNotification(.remote): true
            default: false
            }
        }
        // Local notifications the app schedules itself, which the engine models only as the center's delegate hears them.
        let local = launch.opening == .localNotification || scenario.steps.contains { step in
            switch step.action {
            case .open(.localNotification), .receiveNotification(.local): true
            default: false
            }
        }
        let silent = scenario.steps.contains { $0.action == .receiveNotification(.silent) }
        let handling = Notifications(
            centerDelegate: (notified || local) && launch.notifications == .center,
            fetchHandler: silent || (notified && launch.notifications == .appDelegate),
            asksPermission: notified || local, silent: silent, local: local,
            launchedByLocal: launch.opening == .localNotification)
        return [
            header(launch: launch, opened: opened, notifications: handling), Self.logging, Self.controllerBase, Self.containers, Self.viewBase,
            classes(names), appDelegate(usesScenes: launch.scenes != nil, notifications: handling), launch.scenes != nil ? Self.sceneDelegate : "",
            handling.centerDelegate ? Self.notificationDelegate : "", handling.local ? Self.localNotifications : "",
            stepsEnum(steps),
        ].filter { !$0.isEmpty }.joined(separator: "\n\n") + "\n"
    }

    /// How the probe's app hears its notifications: as the notification center's delegate, or
    /// through the app delegate's fetch handler (`notifications=appDelegate`, a silent push).
    private struct Notifications {
        let centerDelegate: Bool
        let fetchHandler: Bool
        let asksPermission: Bool
        let silent: Bool
        let local: Bool
        /// The launch is a tap on a local notification: a run of its own schedules it first.
        let launchedByLocal: Bool
    }

    // MARK: The file

    private func header(launch: ScenarioAction.Launch, opened: Bool, notifications: Notifications) -> String {
        let session = launch.scenes
        // Without scenes the manifest must go: an app that declares one gets no window from
        // didFinishLaunching (a black screen). With them, this file names its own scene delegate.
        // A URL or link can open the app only if the target claims it; the scenario's notification
        // must reach the app. Whether the run connects a new scene session or restores the saved
        // one decides whether configurationForConnecting is called.
        let setUp = ["probe.header.add-file", session == nil ? "probe.header.manifest-without-scenes" : "probe.header.manifest-with-scenes"]
        let run = ["probe.header.run"] + (session.map { ["probe.header.session-\($0.rawValue)"] } ?? [])
            + (opened ? ["probe.header.opening"] : []) + (notifications.asksPermission && !notifications.local ? ["probe.header.notification"] : [])
            + (notifications.local ? ["probe.header.local-notification"] : [])
            + (notifications.launchedByLocal ? ["probe.header.local-notification-launch"] : [])
            + (notifications.silent ? ["probe.header.silent-notification"] : [])
            + (launch.orientations == .landscape ? ["probe.header.landscape-root"] : [])
            // The script's `ios N` line picks the engine's version, not the device's: it is not in
            // the steps below, and the reader is told so.
            + (scenario.versionIsExplicit ? ["probe.header.version"] : [])
        let values = ["version": "\(scenario.version.major)"]
        // The texts break their own lines, as a translation needs; each goes under its number.
        func item(_ number: Int, _ keys: [String]) -> [String] {
            keys.flatMap { texts.text($0, values).split(separator: "\n").map(String.init) }.enumerated().map { index, line in
                (index == 0 ? "\(number). " : "   ") + line
            }
        }
        let lines = [texts.text("probe.header.written-for"), "    " + script, ""]
            + item(1, setUp) + item(2, run) + item(3, ["probe.header.check"])
            + ["       lifequiz check console.log --steps \"\(script.escapedForSwift)\""]
        return lines.map { $0.isEmpty ? "//" : "// " + $0 }.joined(separator: "\n")
            + "\n\nimport UIKit" + (notifications.asksPermission ? "\nimport UserNotifications" : "")
    }

    private static let logging = """
        /// One line per callback, `<Class> <callback>`, the way `lifequiz check` reads it.
        func probeLog(_ object: AnyObject, _ function: String) {
            print("\\(type(of: object)) \\(function)")
        }

        /// What the steps print for the person running the probe; `lifequiz check` lists these lines.
        func probePrompt(_ text: String) {
            print("lifequiz probe: \\(text)")
        }
        """

    /// What `observeLifecycle` registers for, the engine's own list of the app's or the scene's
    /// lifecycle notifications, each printed by the name the trace gives it.
    private static func observedNotifications(ofScene: Bool) -> String {
        Callback.allCases.filter { $0.category == .notification && ($0.declaringClass == "UIScene") == ofScene }
            .map { "(\(ofScene ? "" : "UIApplication.")\($0.swiftName), \"\($0.swiftName)\")," }
            .joined(separator: "\n            ")
    }

    private static let controllerBase = """
        class ProbeViewController: UIViewController {
            var holdsItself: (() -> Void)?
            /// Controllers whose views this one shows without addChild (`addSubview C to A`), kept
            /// in a property as an app keeps them: the view alone does not keep its controller.
            var shownWithoutContainment: [UIViewController] = []

            override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
                super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
                probeLog(self, #function)
            }
            required init?(coder: NSCoder) {
                super.init(coder: coder)
                probeLog(self, #function)
            }
            deinit { print("\\(type(of: self)) deinit") }

            override func awakeFromNib() { super.awakeFromNib(); probeLog(self, #function) }
            override func loadView() { super.loadView(); probeLog(self, #function) }
            override func viewDidLoad() { super.viewDidLoad(); probeLog(self, #function) }
            override func loadViewIfNeeded() { super.loadViewIfNeeded(); probeLog(self, #function) }
            override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); probeLog(self, #function) }
            override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated); probeLog(self, #function) }
            override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); probeLog(self, #function) }
            override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); probeLog(self, #function) }
            override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); probeLog(self, #function) }
            override func updateViewConstraints() { super.updateViewConstraints(); probeLog(self, #function) }
            override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); probeLog(self, #function) }
            override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); probeLog(self, #function) }
            override func viewSafeAreaInsetsDidChange() { super.viewSafeAreaInsetsDidChange(); probeLog(self, #function) }
            override func viewLayoutMarginsDidChange() { super.viewLayoutMarginsDidChange(); probeLog(self, #function) }
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection); probeLog(self, #function)
            }
            override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
                super.willTransition(to: newCollection, with: coordinator); probeLog(self, #function)
            }
            override func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent); probeLog(self, #function) }
            override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent); probeLog(self, #function) }
            override func didReceiveMemoryWarning() { super.didReceiveMemoryWarning(); probeLog(self, #function) }
            \(orientationQueries)
            \(touchMethods(forwarding: true))
            /// The action of a tap recognizer whose target this is (`V(tapGesture)`, `B(tapGesture)`).
            @objc func handleTap(_ recognizer: UITapGestureRecognizer) { probeLog(self, #function) }
        }

        /// Also logs viewWillTransition(to:with:). UIKit sends the rotation methods deprecated in
        /// iOS 8 only to a class that does not override it, so `B(deprecatedRotation)` is not one of these.
        class ProbeTurningViewController: ProbeViewController {
            override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator); probeLog(self, #function)
            }
        }

        /// `delegate A for sheet B`: the sheet's presentation controller's delegate hears a swipe.
        extension ProbeViewController: UIAdaptivePresentationControllerDelegate {
            func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
                probeLog(self, #function); return true
            }
            func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { probeLog(self, #function) }
            func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { probeLog(self, #function) }
            func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { probeLog(self, #function) }
        }

        /// `delegate A for Nav`: the navigation controller's delegate hears each transition.
        extension ProbeViewController: UINavigationControllerDelegate {
            func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
                probeLog(self, #function)
            }
            func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                probeLog(self, #function)
            }
        }

        /// `delegate A for Tabs`: the tab bar controller's delegate hears each tab the user taps.
        extension ProbeViewController: UITabBarControllerDelegate {
            func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
                probeLog(self, #function); return true
            }
            func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
                probeLog(self, #function)
            }
        }
        """

    /// A page view controller sets its first page in its viewDidLoad, where apps do and the engine has it.
    private static func firstPage(_ base: String) -> String {
        base == "UIPageViewController" ? "; if let first = pages.first { setViewControllers([first], direction: .forward, animated: false) }" : ""
    }

    /// Containers log the appearance and layout callbacks the engine gives them.
    private static let containers = ["UINavigationController": "ProbeNavigationController", "UITabBarController": "ProbeTabBarController",
                                     "UIPageViewController": "ProbePageViewController"]
        .sorted { $0.key < $1.key }
        .map { base, probe in
            """
            class \(probe): \(base) {\(base == "UIPageViewController" ? "\n    var pages: [UIViewController] = []" : "")
                override func loadView() { super.loadView(); probeLog(self, #function) }
                override func viewDidLoad() { super.viewDidLoad(); probeLog(self, #function)\(firstPage(base)) }
                override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); probeLog(self, #function) }
                override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); probeLog(self, #function) }
                override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); probeLog(self, #function) }
                override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); probeLog(self, #function) }
                override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); probeLog(self, #function) }
                override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); probeLog(self, #function) }
                \(orientationQueries)
            }
            """
        }.joined(separator: "\n\n") + "\n\n" + pageSource

    /// A page view controller shows one page at a time; its data source keeps the others and
    /// hands them over as the user turns, as an app's does.
    private static let pageSource = """
        extension ProbePageViewController: UIPageViewControllerDataSource {
            func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
                pages.firstIndex(of: viewController).flatMap { $0 > 0 ? pages[$0 - 1] : nil }
            }
            func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
                pages.firstIndex(of: viewController).flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
            }
        }
        """

    /// `B(deprecatedRotation)`: the rotation methods deprecated in iOS 8, logged.
    private static let deprecatedRotationMethods = """
            override func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
                super.willRotate(to: toInterfaceOrientation, duration: duration); probeLog(self, #function)
            }
            override func willAnimateRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
                super.willAnimateRotation(to: toInterfaceOrientation, duration: duration); probeLog(self, #function)
            }
            override func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {
                super.didRotate(from: fromInterfaceOrientation); probeLog(self, #function)
            }
        """

    /// What UIKit asks the topmost full-screen controller before a turn, often a container.
    /// shouldAutorotate answers its default (true) rather than call super, deprecated in iOS 16.
    private static let orientationQueries = """
        override var shouldAutorotate: Bool { probeLog(self, #function); return true }
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                probeLog(self, #function); return ProbeSteps.orientations(of: self) ?? super.supportedInterfaceOrientations
            }
        """

    /// The touch methods, logged, a line each, four spaces in as a class body has them;
    /// `forwarding: false` for a responder that handles touches itself (`V(handles)`, and the app
    /// delegate, the chain's end), so a touch stops at it.
    private static func touchMethods(forwarding: Bool) -> String {
        ["touchesBegan", "touchesEnded", "touchesCancelled"].map { method in
            "override func \(method)(_ touches: Set<UITouch>, with event: UIEvent?) { probeLog(self, #function)"
                + (forwarding ? "; super.\(method)(touches, with: event) }" : " }")
        }.joined(separator: "\n    ")
    }

    private static let viewBase = """
        class ProbeView: UIView {
            override init(frame: CGRect) { super.init(frame: frame); probeLog(self, #function) }
            required init?(coder: NSCoder) { super.init(coder: coder); probeLog(self, #function) }
            deinit { print("\\(type(of: self)) deinit") }
            override func awakeFromNib() { super.awakeFromNib(); probeLog(self, #function) }
            override func willMove(toSuperview newSuperview: UIView?) { super.willMove(toSuperview: newSuperview); probeLog(self, #function) }
            override func didMoveToSuperview() { super.didMoveToSuperview(); probeLog(self, #function) }
            override func willMove(toWindow newWindow: UIWindow?) { super.willMove(toWindow: newWindow); probeLog(self, #function) }
            override func didMoveToWindow() { super.didMoveToWindow(); probeLog(self, #function) }
            override func didAddSubview(_ subview: UIView) { super.didAddSubview(subview); probeLog(self, #function) }
            override func willRemoveSubview(_ subview: UIView) { super.willRemoveSubview(subview); probeLog(self, #function) }
            override func removeFromSuperview() { probeLog(self, #function); super.removeFromSuperview() }
            override func updateConstraints() { super.updateConstraints(); probeLog(self, #function) }
            override func layoutSubviews() { super.layoutSubviews(); probeLog(self, #function) }
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { probeLog(self, #function); return super.hitTest(point, with: event) }
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { probeLog(self, #function); return super.point(inside: point, with: event) }
            \(touchMethods(forwarding: true))
        }

        /// The window, named as the engine names it, logging hit-testing and event delivery.
        final class Window: UIWindow {
            override func sendEvent(_ event: UIEvent) { if event.type == .touches { probeLog(self, #function) }; super.sendEvent(event) }
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { probeLog(self, #function); return super.hitTest(point, with: event) }
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { probeLog(self, #function); return super.point(inside: point, with: event) }
            \(touchMethods(forwarding: true))
        }

        /// A view that overrides draw(_:), which UIKit calls only for views that do.
        class ProbeDrawingView: ProbeView {
            override func draw(_ rect: CGRect) { probeLog(self, #function) }
        }
        """

    private func classes(_ names: Names) -> String {
        var lines = ["// The scenario's objects, named as in the script so that the log names them the same way."]
        for controller in names.controllers {
            var body: [String] = []
            if controller.customLoadView {
                body.append("    override func loadView() { view = UIView(); probeLog(self, #function) }")
            }
            // `B(constraints)`: an unnamed subview held by constraints brings Auto Layout to B's view.
            let constraints = controller.constraints
                ? ["let pinned = UIView(); pinned.translatesAutoresizingMaskIntoConstraints = false; view.addSubview(pinned); " + Self.pinned("pinned", to: "view")]
                : []
            // `B(tapGesture)`: a recognizer on B's view, B its target, as apps add one in viewDidLoad.
            let recognizer = controller.tapGesture
                ? ["view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleTap(_:))))"] : []
            let code = constraints + recognizer + (names.viewDidLoadCode[controller.name] ?? [])
            if !code.isEmpty {
                body.append("    override func viewDidLoad() {\n        super.viewDidLoad()\n" + code.map(Self.scoped).joined(separator: "\n") + "\n    }")
            }
            // As the engine has it: the code runs the first time the controller appears, not every time.
            for (method, code) in [("viewWillAppear", names.viewWillAppearCode[controller.name]), ("viewDidAppear", names.viewDidAppearCode[controller.name])] {
                guard let code else { continue }
                let ran = "probe\(method.prefix(1).uppercased() + method.dropFirst())CodeRan"
                body.append("    private var \(ran) = false\n    override func \(method)(_ animated: Bool) {\n        super.\(method)(animated)\n"
                    + "        guard !\(ran) else { return }\n        \(ran) = true\n"
                    + code.map(Self.scoped).joined(separator: "\n") + "\n    }")
            }
            if controller.handlesTouches { body.append("    " + Self.touchMethods(forwarding: false)) }
            if controller.deprecatedRotation { body.append(Self.deprecatedRotationMethods) }
            let base = controller.deprecatedRotation ? "ProbeViewController" : "ProbeTurningViewController"
            lines.append(body.isEmpty ? "final class \(controller.name): \(base) {}"
                                      : "final class \(controller.name): \(base) {\n\(body.joined(separator: "\n"))\n}")
        }
        for container in names.containers { lines.append("final class \(container.name): \(container.base) {}") }
        for view in names.views {
            let base = view.draws ? "ProbeDrawingView" : "ProbeView"
            lines.append(view.handlesTouches ? "final class \(view.name): \(base) {\n    \(Self.touchMethods(forwarding: false))\n}"
                                             : "final class \(view.name): \(base) {}")
        }
        return lines.joined(separator: "\n")
    }

    private func appDelegate(usesScenes: Bool, notifications handling: Notifications) -> String {
        // The app delegate is the notification center's delegate, set before launching ends as Apple asks.
        let notifications = (handling.centerDelegate ? "\n        UNUserNotificationCenter.current().delegate = self" : "")
            + (handling.asksPermission ? "\n        UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { _, _ in }" : "")
            + (handling.silent ? "\n        application.registerForRemoteNotifications()" : "")
            + (handling.launchedByLocal ? "\n        ProbeSteps.prepareLocalNotificationLaunch(\"\(texts.text("probe.prompt.local-notification-prepare").escapedForSwift)\")" : "")
        let fetchHandler = handling.fetchHandler ? """

                func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                                 fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
                    probeLog(self, #function)
                    completionHandler(.noData)
                }
            """ : ""
        let launch = usesScenes ? "" : """

                    window = Window(frame: UIScreen.main.bounds)
                    ProbeSteps.start(in: window!)
            """
        let configuration = usesScenes ? """

                func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                                 options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                    probeLog(self, #function)
                    let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
                    configuration.delegateClass = SceneDelegate.self
                    return configuration
                }
                func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) { probeLog(self, #function) }
            """ : ""
        return """
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?

                func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
                    probeLog(self, #function)
                    return true
                }
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
                    probeLog(self, #function)\(notifications)\(launch)
                    return true
                }
                func applicationDidBecomeActive(_ application: UIApplication) { probeLog(self, #function) }
                func applicationWillResignActive(_ application: UIApplication) { probeLog(self, #function) }
                func applicationDidEnterBackground(_ application: UIApplication) { probeLog(self, #function) }
                func applicationWillEnterForeground(_ application: UIApplication) { probeLog(self, #function) }
                func applicationWillTerminate(_ application: UIApplication) { probeLog(self, #function) }
                func applicationDidReceiveMemoryWarning(_ application: UIApplication) { probeLog(self, #function) }
                func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                    probeLog(self, #function)
                    return true
                }
                func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool {
                    probeLog(self, #function)
                    return true
                }
                func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                                 restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool {
                    probeLog(self, #function)
                    return true
                }
                \(Self.touchMethods(forwarding: false))\(configuration)\(fetchHandler)
            }
            """
    }

    /// `receive notification` and `open notification` as the app delegate hears them (iOS 10). A
    /// notification arriving in the foreground shows a banner only if willPresent asks for one.
    private static let notificationDelegate = """
        extension AppDelegate: @preconcurrency UNUserNotificationCenterDelegate {
            func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
                probeLog(self, #function)
                if #available(iOS 14.0, *) { completionHandler([.banner, .list]) } else { completionHandler([.alert]) }
            }
            func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                        withCompletionHandler completionHandler: @escaping () -> Void) {
                probeLog(self, #function)
                completionHandler()
            }
        }
        """

    private static let localNotifications = """
        extension ProbeSteps {
            /// A launch by a local notification takes two runs: the first only schedules it and asks
            /// the person to close the app; the second, opened by the tap, runs the scenario.
            static func prepareLocalNotificationLaunch(_ prompt: String) {
                let defaults = UserDefaults.standard
                if defaults.bool(forKey: "lifequizProbeScheduled") {
                    defaults.removeObject(forKey: "lifequizProbeScheduled")
                    return
                }
                defaults.set(true, forKey: "lifequizProbeScheduled")
                preparing = true
                scheduleLocalNotification(after: 15)
                probePrompt(prompt)
            }
            /// A local notification of this app, `seconds` from now.
            static func scheduleLocalNotification(after seconds: TimeInterval) {
                let content = UNMutableNotificationContent()
                content.title = "lifequiz probe"
                let trigger = UNTimeIntervalNotificationTrigger(timeInterval: seconds, repeats: false)
                UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: UUID().uuidString, content: content, trigger: trigger))
            }
        }
        """

    private static let sceneDelegate = """
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?

            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                probeLog(self, #function)
                guard let windowScene = scene as? UIWindowScene else { return }
                window = Window(windowScene: windowScene)
                // The first scene runs the steps; a second one (openScene) shows the root they made for it.
                guard ProbeSteps.window != nil, let root = ProbeSteps.secondSceneRoot?() else { return ProbeSteps.start(in: window!) }
                window!.rootViewController = root
                window!.makeKeyAndVisible()
            }
            func sceneDidDisconnect(_ scene: UIScene) { probeLog(self, #function) }
            func sceneDidBecomeActive(_ scene: UIScene) { probeLog(self, #function) }
            func sceneWillResignActive(_ scene: UIScene) { probeLog(self, #function) }
            func sceneWillEnterForeground(_ scene: UIScene) { probeLog(self, #function) }
            func sceneDidEnterBackground(_ scene: UIScene) { probeLog(self, #function) }
            func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) { probeLog(self, #function) }
            func scene(_ scene: UIScene, continue userActivity: NSUserActivity) { probeLog(self, #function) }
        }
        """

    private func stepsEnum(_ steps: [String]) -> String {
        // What the app prints before each step, in the reader's language: `step 2: rotate`.
        let stepLine = texts.text("probe.step", ["number": "@@NUMBER@@", "text": "@@TEXT@@"]).escapedForSwift
            .replacing("@@NUMBER@@", with: "\\(index + 1)").replacing("@@TEXT@@", with: "\\(step.text)")
        return """
        /// The scenario's objects by name, held weakly: UIKit and the app's own properties own
        /// them, as in the app the engine models, so a controller it releases deinitialises here too.
        struct ProbeRegistry {
            private final class Entry { weak var object: AnyObject?; init(_ object: AnyObject) { self.object = object } }
            private var entries: [String: Entry] = [:]
            subscript(name: String) -> AnyObject? {
                get { entries[name]?.object }
                set { entries[name] = newValue.map(Entry.init) }
            }
        }

        /// The scenario's steps, three seconds apart so that each transition ends before the next.
        @MainActor
        enum ProbeSteps {
            static var objects = ProbeRegistry()
            /// Controllers the app keeps in a property (`kept`): shown again as the same instance.
            static var kept: [UIViewController] = []
            static var window: UIWindow?
            /// Makes the root of the second scene `openScene` asks for, once the person opens it.
            static var secondSceneRoot: (() -> UIViewController)?
            /// What the window's root supports when the launch restricts it (`orientations=landscape`).
            static var rootOrientations: UIInterfaceOrientationMask?

            static func orientations(of controller: UIViewController) -> UIInterfaceOrientationMask? {
                controller === window?.rootViewController ? rootOrientations : nil
            }

            /// A run that only schedules the local notification the next run is launched by.
            static var preparing = false

            /// The launch and the code written for it run at once, inside didFinishLaunching or
            /// willConnectTo as in the engine; every later step three seconds after the one before.
            static func start(in window: UIWindow) {
                self.window = window
                guard !preparing else { return }
                let atLaunch = steps.prefix { $0.atLaunch }.count
                for (index, step) in steps.prefix(atLaunch).enumerated() {
                    probePrompt("\(stepLine)")
                    step.run()
                }
                Task { @MainActor in
                    for (index, step) in steps.enumerated().dropFirst(atLaunch) {
                        try? await Task.sleep(nanoseconds: 3_000_000_000)
                        probePrompt("\(stepLine)")
                        step.run()
                    }
                }
            }

            static func controller(_ name: String) -> UIViewController { objects[name] as! UIViewController }

            /// `observe A`: A prints each lifecycle notification it receives, by the notification's name.
            static func observeLifecycle(_ observer: UIViewController, ofScene: Bool = false) {
                let names: [(Notification.Name, String)] = ofScene ? [
                    \(Self.observedNotifications(ofScene: true))
                ] : [
                    \(Self.observedNotifications(ofScene: false))
                ]
                for (name, label) in names {
                    NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak observer] _ in
                        if let observer { print("\\(type(of: observer)) \\(label)") }
                    }
                }
            }
            /// `registerTraits A style` (or sizeClass): A's handler prints when those traits change (iOS 17).
            static func registerTraitHandler(_ controller: UIViewController, style: Bool) {
                guard #available(iOS 17.0, *) else { return }
                let traits: [UITrait] = style ? [UITraitUserInterfaceStyle.self] : [UITraitVerticalSizeClass.self, UITraitHorizontalSizeClass.self]
                controller.registerForTraitChanges(traits) { (changed: UIViewController, _: UITraitCollection) in
                    probeLog(changed, "registerForTraitChanges handler")
                }
            }
            static func view(_ name: String) -> UIView { objects[name] as! UIView }
            /// `V(tapGesture)`: a tap recognizer on V whose action reaches the controller whose view holds V.
            static func addTapRecognizer(to view: UIView) {
                view.addGestureRecognizer(UITapGestureRecognizer(target: tapForwarder, action: #selector(TapForwarder.handleTap(_:))))
            }
            static let tapForwarder = TapForwarder()
            @MainActor final class TapForwarder: NSObject {
                @objc func handleTap(_ recognizer: UITapGestureRecognizer) {
                    let owner = sequence(first: recognizer.view as UIResponder?) { $0?.next }.lazy.compactMap { $0 as? ProbeViewController }.first
                    owner?.handleTap(recognizer)
                }
            }

            /// The controller in front: the last one presented, or the window's root.
            static func front() -> UIViewController {
                var current = window!.rootViewController!
                while let presented = current.presentedViewController { current = presented }
                return current
            }

            /// The navigation controller the user sees (in front, or the selected tab).
            static func navigation() -> UINavigationController {
                let front = front()
                if let navigation = front as? UINavigationController { return navigation }
                return (front as! UITabBarController).selectedViewController as! UINavigationController
            }

            static var steps: [(text: String, atLaunch: Bool, run: @MainActor () -> Void)] { [
        \(steps.map { "        " + $0 }.joined(separator: "\n"))
            ] }
        }
        """
    }

    // MARK: Steps

    /// One step's code inside a controller's method, in a scope of its own: two steps may both
    /// declare `added`.
    private static func scoped(_ code: String) -> String {
        "        do { \(code) }"
    }

    /// Adds a named view to `parent`: with a frame, or, for `V(constraints)`, with constraints; then
    /// what a tap on it needs (hidden, disabled, nearly transparent, a tap recognizer).
    /// Inside a named view the new one fills it less a margin, so that a tap on it lands in both;
    /// `V(outside)` hangs below its superview's bottom edge.
    private static func addViewCode(_ spec: ViewSpec, into parent: String, insideNamedView: Bool, registry: String) -> String {
        let frame = spec.outsideSuperview ? "CGRect(x: 10, y: \(parent).bounds.maxY - 20, width: 120, height: 60)"
            : insideNamedView ? "\(parent).bounds.insetBy(dx: 10, dy: 10)" : "CGRect(x: 20, y: 120, width: 200, height: 120)"
        var code = "let added = \(spec.name)(frame: \(frame)); \(registry)[\"\(spec.name)\"] = added; \(parent).addSubview(added)"
        if spec.constraintsInCode, !spec.outsideSuperview {
            code += "; added.translatesAutoresizingMaskIntoConstraints = false; "
                + (insideNamedView ? pinned("added", inside: parent) : pinned("added", to: parent))
        }
        switch spec.skipped {
        case .hidden?: code += "; added.isHidden = true"
        case .disabled?: code += "; added.isUserInteractionEnabled = false"
        case .transparent?: code += "; added.alpha = 0.005"
        case nil: break
        }
        if spec.tapGesture { code += "; ProbeSteps.addTapRecognizer(to: added)" }
        return code
    }

    /// Constraints that hold `view` at the same place inside `parent` as the frame the probe gives.
    private static func pinned(_ view: String, to parent: String) -> String {
        "NSLayoutConstraint.activate([\(view).leadingAnchor.constraint(equalTo: \(parent).leadingAnchor, constant: 20), "
            + "\(view).topAnchor.constraint(equalTo: \(parent).topAnchor, constant: 120), \(view).widthAnchor.constraint(equalToConstant: 200), "
            + "\(view).heightAnchor.constraint(equalToConstant: 120)])"
    }

    /// Constraints that hold `view` inside `parent` less the margin its frame would leave.
    private static func pinned(_ view: String, inside parent: String) -> String {
        "NSLayoutConstraint.activate([\(view).leadingAnchor.constraint(equalTo: \(parent).leadingAnchor, constant: 10), "
            + "\(view).topAnchor.constraint(equalTo: \(parent).topAnchor, constant: 10), \(parent).trailingAnchor.constraint(equalTo: \(view).trailingAnchor, constant: 10), "
            + "\(parent).bottomAnchor.constraint(equalTo: \(view).bottomAnchor, constant: 10)])"
    }

    /// A controller tree made inside a controller's own method, where the registry is `ProbeSteps.objects`.
    private func madeInside(_ tree: ControllerTree, names: inout Names) -> (setup: String, expression: String) {
        names.build(tree, transition: .scroll, registry: "ProbeSteps.objects")
    }

    /// The code a step puts in its host's viewDidAppear or viewDidLoad to present, push, pop or dismiss, where
    /// the host is `self`.
    private func transitionCode(for action: ScenarioAction, names: inout Names) -> String {
        switch action {
        case .present(let tree, let style, let animated, _):
            let presented = madeInside(tree, names: &names)
            return "\(presented.setup) \(presented.expression).modalPresentationStyle = .\(style.rawValue); present(\(presented.expression), animated: \(animated))"
        case .push(let tree, let animated, _):
            let pushed = madeInside(tree, names: &names)
            return "\(pushed.setup) navigationController?.pushViewController(\(pushed.expression), animated: \(animated))"
        case .pop(let animated, _): return "navigationController?.popViewController(animated: \(animated))"
        case .popToRoot(let animated): return "navigationController?.popToRootViewController(animated: \(animated))"
        case .popTo(let name, let animated):
            return "navigationController?.popToViewController(ProbeSteps.controller(\"\(name)\"), animated: \(animated))"
        case .dismiss(let animated, _): return "dismiss(animated: \(animated))"
        default:
            return "// \(action)"
        }
    }

    /// The code a step puts in its host's viewDidLoad, where the host is `self`.
    private func viewDidLoadCode(for action: ScenarioAction, host: String, names: inout Names) -> String {
        func made(_ tree: ControllerTree) -> (setup: String, expression: String) { madeInside(tree, names: &names) }
        switch action {
        case .addChild(let tree, _):
            let child = made(tree)
            return "\(child.setup) addChild(\(child.expression)); view.addSubview(\(child.expression).view); \(child.expression).didMove(toParent: self)"
        case .addSubview(let tree, _):
            let hosted = made(tree)
            return "\(hosted.setup) shownWithoutContainment.append(\(hosted.expression)); view.addSubview(\(hosted.expression).view)"
        case .addView(let spec, let superview):
            // Into the host's own view, a named view, or another controller's view (`in viewDidLoad of A`).
            let parent = superview == host ? "view!"
                : names.isView(superview) ? "(ProbeSteps.objects[\"\(superview)\"] as! UIView)"
                : "(ProbeSteps.objects[\"\(superview)\"] as! UIViewController).view!"
            names.views.append(.init(spec))
            return Self.addViewCode(spec, into: parent, insideNamedView: names.isView(superview), registry: "ProbeSteps.objects")
        case .observe(_, let source): return "ProbeSteps.observeLifecycle(self, ofScene: \(source == .scene))"
        case .registerTraits(_, let traits): return "ProbeSteps.registerTraitHandler(self, style: \(traits == .style))"
        default:
            return transitionCode(for: action, names: &names)
        }
    }

    private func code(for action: ScenarioAction, number: Int, text: String, names: inout Names) -> [String] {
        let quoted = text.escapedForSwift
        // The launch and the code steps written before it run at once, not three seconds apart.
        let atLaunch: Bool = switch action {
        case .launch, .inViewDidLoad, .inViewDidAppear, .inViewWillAppear, .duringLaunch: true
        default: false
        }
        func step(_ body: String) -> [String] { ["(\"\(quoted)\", \(atLaunch), {", "    " + body, "}),"] }
        // `first`: code the step runs before its prompt.
        func prompt(_ key: String, _ values: [String: String] = [:], first: String = "") -> [String] {
            step(first + "probePrompt(\"\(texts.text("probe.prompt." + key, values).escapedForSwift)\")")
        }
        switch action {
        case .launch(let tree, let launch):
            let root = names.build(tree, transition: launch.pageTransition)
            let launchCode = names.launchCode.map { "; " + $0 }.joined()
            names.launchCode = []
            let restriction = launch.orientations == .landscape ? "ProbeSteps.rootOrientations = .landscape; " : ""
            return step("\(root.setup) \(restriction)window!.rootViewController = \(root.expression); window!.makeKeyAndVisible()\(launchCode)")
        case .push(let tree, let animated, _):
            let made = names.build(tree, transition: .scroll)
            return step("\(made.setup) navigation().pushViewController(\(made.expression), animated: \(animated))")
        case .pop(let animated, _): return step("navigation().popViewController(animated: \(animated))")
        case .popToRoot(let animated): return step("navigation().popToRootViewController(animated: \(animated))")
        case .popTo(let name, let animated):
            return step("navigation().popToViewController(ProbeSteps.controller(\"\(name)\"), animated: \(animated))")
        case .swipeBack(let cancelled):
            return prompt(cancelled ? "start swiping back from the left edge, then let go halfway" : "swipe back from the left edge")
        case .present(let tree, let style, let animated, _):
            let made = names.build(tree, transition: .scroll)
            return step("\(made.setup) let presented = \(made.expression); presented.modalPresentationStyle = .\(style.rawValue); "
                + "front().present(presented, animated: \(animated))")
        case .dismiss(let animated, _): return step("front().presentingViewController?.dismiss(animated: \(animated))")
        case .openScene(let tree):
            let made = names.build(tree, transition: .scroll)
            return step("ProbeSteps.secondSceneRoot = { \(made.setup) return \(made.expression) }; "
                + "probePrompt(\"\(texts.text("probe.prompt.open-scene").escapedForSwift)\")")
        case .closeScene: return prompt("close-scene")
        case .setRoot(let tree):
            let made = names.build(tree, transition: .scroll)
            return step("\(made.setup) window!.rootViewController = \(made.expression)")
        case .swipeDown(let cancelled):
            return prompt(cancelled ? "swipe-down-cancel" : "swipe-down")
        case .select(let name, .tap): return prompt("select", ["name": name])
        case .select(let name, .code):
            return step("let tabs = window!.rootViewController as! UITabBarController; "
                + "tabs.selectedIndex = tabs.viewControllers!.firstIndex { $0 === controller(\"\(name)\") || ($0 as? UINavigationController)?.viewControllers.first === controller(\"\(name)\") }!")
        case .page(let forward, let cancelled, _):
            return prompt("page-" + (forward ? "next" : "prev") + (cancelled ? "-cancel" : ""))
        case .addChild(let tree, let parent):
            let made = names.build(tree, transition: .scroll)
            return step("\(made.setup) let child = \(made.expression); let parent = controller(\"\(parent)\"); parent.addChild(child); "
                + "parent.view.addSubview(child.view); child.didMove(toParent: parent)")
        case .addSubview(let tree, let host):
            let made = names.build(tree, transition: .scroll)
            return step("\(made.setup) let host = controller(\"\(host)\") as! ProbeViewController; "
                + "host.shownWithoutContainment.append(\(made.expression)); host.view.addSubview(\(made.expression).view)")
        case .loadViewIfNeeded(let name): return step("controller(\"\(name)\").loadViewIfNeeded()")
        case .observe(let name, let source): return step("observeLifecycle(controller(\"\(name)\"), ofScene: \(source == .scene))")
        case .registerTraits(let name, let traits): return step("registerTraitHandler(controller(\"\(name)\"), style: \(traits == .style))")
        case .delegate(let name, let container):
            return step("let container = objects[\"\(container)\"]; let delegate = controller(\"\(name)\"); "
                + "(container as? UINavigationController)?.delegate = delegate as? UINavigationControllerDelegate; "
                + "(container as? UITabBarController)?.delegate = delegate as? UITabBarControllerDelegate")
        case .sheetDelegate(let name, let sheet):
            return step("controller(\"\(sheet)\").presentationController?.delegate = controller(\"\(name)\") as? UIAdaptivePresentationControllerDelegate")
        case .tap(let name):
            let outside = names.views.contains { $0.name == name && $0.outside }
            return prompt(outside ? "tap-outside" : "tap", ["name": name])
        case .duringLaunch(let nested, let place):
            if case .push(let tree, let animated, _) = nested {
                let made = names.build(tree, transition: .scroll)
                names.launchCode.append("\(made.setup) navigation().pushViewController(\(made.expression), animated: \(animated))")
            }
            return prompt("during-launch", ["place": place.rawValue])
        case .inViewDidAppear(let host, let nested):
            names.viewDidAppearCode[host, default: []].append(transitionCode(for: nested, names: &names))
            return prompt("in-view-did-appear", ["name": host])
        case .inViewWillAppear(let host, let nested):
            names.viewWillAppearCode[host, default: []].append(transitionCode(for: nested, names: &names))
            return prompt("in-view-will-appear", ["name": host])
        case .inViewDidLoad(let host, let nested):
            names.viewDidLoadCode[host, default: []].append(viewDidLoadCode(for: nested, host: host, names: &names))
            return prompt("in-view-did-load", ["name": host])
        case .removeChild(let name):
            return step("let child = controller(\"\(name)\"); child.willMove(toParent: nil); child.view.removeFromSuperview(); child.removeFromParent()")
        case .transitionChild(let outgoing, let tree, let order):
            let made = names.build(tree, transition: .scroll)
            let (leave, add) = ("outgoing.willMove(toParent: nil); ", "parent.addChild(incoming); ")
            let (remove, arrive) = ("outgoing.removeFromParent()", "incoming.didMove(toParent: parent)")
            let (prepare, complete) = order == .oldFirst ? (leave + add, remove + "; " + arrive) : (add + leave, arrive + "; " + remove)
            return step("\(made.setup) let outgoing = controller(\"\(outgoing)\"); let parent = outgoing.parent!; let incoming = \(made.expression); "
                + prepare + "incoming.view.frame = outgoing.view.frame; "
                + "parent.transition(from: outgoing, to: incoming, duration: 0.25, options: [], animations: nil) { _ in \(complete) }")
        case .addView(let spec, let superview):
            names.views.append(.init(spec))
            let parent = names.isView(superview) ? "view(\"\(superview)\")" : "controller(\"\(superview)\").view!"
            return step(Self.addViewCode(spec, into: parent, insideNamedView: names.isView(superview), registry: "objects"))
        case .removeView(let name): return step("view(\"\(name)\").removeFromSuperview(); objects[\"\(name)\"] = nil")
        case .layout(let name):
            let target = names.isView(name) ? "view(\"\(name)\")" : "controller(\"\(name)\").view!"
            return step("\(target).setNeedsLayout(); \(target).layoutIfNeeded()")
        case .redraw(let name): return step("view(\"\(name)\").setNeedsDisplay()")
        case .rotate: return prompt("rotate")
        case .interfaceStyle(let dark): return prompt(dark ? "dark" : "light")
        case .memoryWarning: return prompt("memory-warning")
        // Control Center, not the Notification Center: from iOS 11 the latter resigns and becomes active twice.
        case .resignActive: return prompt("resign-active")
        case .becomeActive: return prompt("become-active")
        case .pullDown(.notificationCenter): return prompt("notification-center")
        case .pullDown(.controlCenter): return prompt("control-center")
        case .background: return prompt("background")
        case .foreground: return prompt("foreground")
        case .open(.url): return prompt("open-url")
        case .open(.link): return prompt("open-link")
        case .open(.notification): return prompt("open-notification")
        case .open(.localNotification): return prompt("open-local-notification")
        case .receiveNotification(.remote): return prompt("receive-notification")
        case .receiveNotification(.silent): return prompt("receive-silent-notification")
        // A local notification the app schedules a second ahead, for the person to leave.
        case .receiveNotification(.local): return prompt("receive-local-notification", first: "scheduleLocalNotification(after: 1); ")
        case .terminate(stillRunning: false): return prompt("terminate")
        case .terminate(stillRunning: true): return prompt("terminate-running")
        }
    }
}

/// The objects a probe defines, and the code that makes a controller tree.
private struct Names {
    struct Controller {
        let name: String
        let customLoadView: Bool
        let constraints: Bool
        let handlesTouches: Bool
        let tapGesture: Bool
        let deprecatedRotation: Bool
    }
    struct Container { let name: String; let base: String }
    struct View {
        let name: String
        let draws: Bool
        let handlesTouches: Bool
        let outside: Bool
        init(_ spec: ViewSpec) { (name, draws, handlesTouches, outside) = (spec.name, spec.draws, spec.handlesTouches, spec.outsideSuperview) }
    }

    var controllers: [Controller] = []
    /// Controllers made `kept`: later steps naming them reuse the instance.
    var keptNames: Set<String> = []
    var containers: [Container] = []
    /// Code steps put in a controller's viewDidLoad, by its name.
    var viewDidLoadCode: [String: [String]] = [:]
    /// Code steps put in a controller's viewDidAppear, by its name.
    var viewDidAppearCode: [String: [String]] = [:]
    /// Code steps put in a controller's viewWillAppear, by its name.
    var viewWillAppearCode: [String: [String]] = [:]
    /// Code steps put in the launch, right after makeKeyAndVisible().
    var launchCode: [String] = []
    var views: [View] = []
    var containerNamer: ContainerNamer

    func isView(_ name: String) -> Bool { views.contains { $0.name == name } }

    /// The statements that make `tree` (registering every controller by name) and the expression for its root.
    /// `registry` is how the code reaches `ProbeSteps.objects` where it runs: by its own name inside
    /// `ProbeSteps`, qualified inside a controller's method.
    mutating func build(_ tree: ControllerTree, transition: ScenarioAction.PageTransition,
                        registry: String = "objects") -> (setup: String, expression: String) {
        switch tree {
        case .controller(let spec):
            // A kept controller is shown again, never made again.
            if keptNames.contains(spec.name) { return ("", "(\(registry)[\"\(spec.name)\"] as! \(spec.name))") }
            if !controllers.contains(where: { $0.name == spec.name }) {
                controllers.append(.init(name: spec.name, customLoadView: spec.loadView != .inherited, constraints: spec.constraintsInCode,
                                         handlesTouches: spec.handlesTouches, tapGesture: spec.tapGesture,
                                         deprecatedRotation: spec.deprecatedRotation))
            }
            var setup = "let \(spec.name.lowercasedVariable) = \(spec.name)(); \(registry)[\"\(spec.name)\"] = \(spec.name.lowercasedVariable);"
            if spec.modalInPresentation { setup += " \(spec.name.lowercasedVariable).isModalInPresentation = true;" }
            if spec.retainCycle { setup += " \(spec.name.lowercasedVariable).holdsItself = { [\(spec.name.lowercasedVariable)] in _ = \(spec.name.lowercasedVariable) };" }
            if spec.kept {
                keptNames.insert(spec.name)
                setup += " ProbeSteps.kept.append(\(spec.name.lowercasedVariable));"
            }
            return (setup, spec.name.lowercasedVariable)
        case .navigation(let children):
            let built = children.map { build($0, transition: transition, registry: registry) }
            let name = container(.navigationController, base: "ProbeNavigationController")
            let setup = built.map(\.setup).joined(separator: " ")
            // One root through the initializer, as apps write it; a stack set at once.
            let made = built.count == 1 ? "\(name)(rootViewController: \(built[0].expression))" : "\(name)()"
            let stack = built.count == 1 ? "" : " \(name.lowercasedVariable).viewControllers = [\(built.map(\.expression).joined(separator: ", "))];"
            return ("\(setup) let \(name.lowercasedVariable) = \(made);\(stack) \(registry)[\"\(name)\"] = \(name.lowercasedVariable);",
                    name.lowercasedVariable)
        case .tabs(let children):
            let built = children.map { build($0, transition: transition, registry: registry) }
            let name = container(.tabBarController, base: "ProbeTabBarController")
            // Each tab titled with the controller it shows, so a "tap the tab of B" prompt can be followed.
            let titles = zip(children, built).map { child, made in "\(made.expression).tabBarItem.title = \"\(child.specs.first?.name ?? "")\";" }
            return (built.map(\.setup).joined(separator: " ") + " " + titles.joined(separator: " ") + " let \(name.lowercasedVariable) = \(name)(); "
                    + "\(name.lowercasedVariable).viewControllers = [\(built.map(\.expression).joined(separator: ", "))]; \(registry)[\"\(name)\"] = \(name.lowercasedVariable);",
                    name.lowercasedVariable)
        case .pages(let children):
            let built = children.map { build($0, transition: transition, registry: registry) }
            let name = container(.pageViewController, base: "ProbePageViewController")
            let style = transition == .curl ? "pageCurl" : "scroll"
            return (built.map(\.setup).joined(separator: " ") + " let \(name.lowercasedVariable) = \(name)(transitionStyle: .\(style), navigationOrientation: .horizontal); "
                    + "\(name.lowercasedVariable).pages = [\(built.map(\.expression).joined(separator: ", "))]; \(name.lowercasedVariable).dataSource = \(name.lowercasedVariable); "
                    + "\(registry)[\"\(name)\"] = \(name.lowercasedVariable);",
                    name.lowercasedVariable)
        }
    }

    /// `Nav`, or `Nav1`, `Nav2`... when the scenario makes several: the engine's names.
    private mutating func container(_ kind: TraceObject.Kind, base superclass: String) -> String {
        let name = containerNamer.next(for: kind)
        containers.append(.init(name: name, base: superclass))
        return name
    }
}

private extension String {
    /// `B` → `probeB`: a variable for the object of that name.
    var lowercasedVariable: String { "probe" + self }

    /// Inside a Swift string literal: backslashes and quotes escaped.
    var escapedForSwift: String {
        split(separator: "\\", omittingEmptySubsequences: false).joined(separator: "\\\\")
            .split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\\\"")
    }
}

