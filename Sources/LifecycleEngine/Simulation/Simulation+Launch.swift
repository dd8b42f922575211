extension Simulation {
    func launch(_ tree: ControllerTree, _ options: ScenarioAction.Launch) throws {
        guard appState == .notRunning else { throw refuse("already-launched") }
        let (session, pageTransition, opening) = (options.scenes, options.pageTransition, options.opening)
        let usesScenes = session != nil
        if usesScenes, !rules[.scenes] {
            throw refuse("scenes-need-13", ["version": "\(version)"])
        }
        // The logs of this turn start with iOS 8's transition coordinators; how iOS 5 to 7 showed
        // such a root is not on record.
        if options.orientations == .landscape, !rules[.sizeTransitionCallbacks] {
            throw refuse("landscape-root-needs-8", ["version": "\(version)"])
        }
        rootSupportsOnlyLandscape = options.orientations == .landscape
        if options.notifications == .appDelegate {
            // The fetch handler arrived in iOS 7; no log shows a scene app without a center delegate.
            guard rules[.silentNotifications] else { throw refuse("fetch-handler-needs-7", ["version": "\(version)"]) }
            guard !usesScenes else { throw refuse("fetch-handler-with-scenes") }
        }
        notificationHandling = options.notifications
        if let opening { try checkLaunchable(opening, usesScenes: usesScenes) }
        self.usesScenes = usesScenes
        let fromStoryboard = try isFromStoryboard(tree)
        emit(app, .main, .entryPoint)
        emit(app, .applicationMain, .entryPoint)
        appState = .inactive

        var root: Int?
        if fromStoryboard, !usesScenes {
            root = try instantiate(tree)
        }
        if rules[.willFinishLaunching] { emit(app, .willFinishLaunching, .launchDelegateCallbacks) }
        emit(app, .didFinishLaunching, .launchDelegateCallbacks)

        if usesScenes {
            try post(.didFinishLaunchingNotification)
            // UIKit asks for a configuration only to create a session; a restored one has its own.
            if session == .new {
                emit(app, .configurationForConnecting, .sceneConnection)
            } else {
                note("the scene session the last run saved is restored: UIKit asks no configurationForConnecting",
                     key: "restored-scene-session")
            }
            if fromStoryboard { root = try instantiate(tree) }
            emit(scene, .sceneWillConnect, .sceneConnection)
            if let opening { noteOpeningInConnectionOptions(opening) }
            if root == nil { root = try instantiateInLaunchCode(tree) }
            try showWindow(with: root!, pageTransition: pageTransition, byUIKit: fromStoryboard)
            try runLaunchCode(in: .willConnectTo, root: root!)
            // willConnectTo has returned; its notification follows. A launch is no return from
            // the background: the app posts no willEnterForeground, only didBecomeActive.
            try post(.sceneWillConnectNotification)
            if let opening, opening.isNotification { deliver(opening, afterLaunch: true) }
            try emitSceneDelegate(.sceneWillEnterForeground, .sceneStateTransition)
            try emitSceneDelegate(.sceneDidBecomeActive, .sceneStateTransition, app: .applicationDidBecomeActive)
            appState = .active
            try commitFirstFrame(root!, rule: .sceneActiveBeforeFirstFrame, fromMainStoryboard: fromStoryboard)
        } else {
            if root == nil { root = try instantiateInLaunchCode(tree) }
            // A tapped notification's response follows didFinishLaunching, before UIKit shows
            // the main storyboard's window; a URL's comes once the window shows.
            let beforeWindow = opening?.isNotification == true && fromStoryboard
            if beforeWindow, let opening { deliver(opening, afterLaunch: true) }
            // The root made in didFinishLaunching is shown before the method returns; the
            // notification follows the method.
            try showWindow(with: root!, pageTransition: pageTransition, byUIKit: fromStoryboard)
            try runLaunchCode(in: .didFinishLaunching, root: root!)
            try post(.didFinishLaunchingNotification)
            if !beforeWindow, let opening { deliver(opening, afterLaunch: true) }
            // From iOS 13 a plain launch becomes active before its first frame, as a scene does; one
            // a notification's tap started does so only after it.
            let activeAfterFirstFrame: Rule? = rules[.firstFrameBeforeDidBecomeActive] ? .firstFrameBeforeDidBecomeActive
                : rules[.notificationLaunchActivatesLate] && opening?.isNotification == true ? .notificationLaunchActivatesAfterFirstFrame : nil
            if let activeAfterFirstFrame {
                try commitFirstFrame(root!, rule: activeAfterFirstFrame, fromMainStoryboard: fromStoryboard)
                try emitAppDelegate(.applicationDidBecomeActive, activeAfterFirstFrame)
            } else if rules[.navigationTopShownBeforeActive], controllers[root!].kind == .navigationController {
                // iOS 7: the navigation controller's first layout, which shows its top, comes
                // before the app is active; the top's viewDidAppear only after.
                let rule = Rule.navigationTopShownBeforeDidBecomeActive
                try commitFirstFrame(root!, rule: rule, fromMainStoryboard: fromStoryboard, endingAppearance: false)
                try emitAppDelegate(.applicationDidBecomeActive, rule)
                endAppearance(root!, rule)
            } else {
                try emitAppDelegate(.applicationDidBecomeActive, .firstFrameAfterDidBecomeActive)
                try commitFirstFrame(root!, rule: .firstFrameAfterDidBecomeActive, fromMainStoryboard: fromStoryboard)
            }
            appState = .active
        }
        if !controllers[root!].hasView {
            try accessView(root!)
            note("Application windows are expected to have a root view controller at the end of application launch")
        }
    }

    /// `byUIKit`: the main storyboard's window, which UIKit itself makes key and visible.
    private func showWindow(with root: Int, pageTransition: ScenarioAction.PageTransition, byUIKit: Bool) throws {
        if controllers[root].kind == .pageViewController { controllers[root].pageTransition = pageTransition }
        windowRoot = root
        try makeKeyAndVisible(window, root: root, byUIKit ? .mainStoryboardShowsWindow : .makeKeyAndVisible)
    }

    /// makeKeyAndVisible: the window installs the root controller's view, which starts its appearance.
    func makeKeyAndVisible(_ window: Int32, root: Int, _ rule: Rule = .makeKeyAndVisible) throws {
        emit(window, .makeKeyAndVisible, rule)
        guard try accessView(root) else { return }
        // iOS 5 asks the root whether it may turn as soon as its view has loaded.
        if rules[.legacyAutorotationQueries] { askWhetherToRotate() }
        try beginAppearance(root, appearing: true)
        attach(root)
    }

    /// The first commit of the run loop lays out the window; then the root has appeared. The main
    /// storyboard's first screen (its plain initial controller, or the top of its initial
    /// navigation controller) is usually laid out once more first, at the same size.
    /// `endingAppearance`: false when the app becomes active between the first frame and the
    /// root's viewDidAppear; the caller then ends the appearance.
    private func commitFirstFrame(_ root: Int, rule: Rule, fromMainStoryboard: Bool, endingAppearance: Bool = true) throws {
        if !controllers[root].hasView { try accessView(root) }
        if rootSupportsOnlyLandscape { turnToLandscapeBeforeFirstFrame() }
        try commit()
        turningAtLaunch = false
        let firstScreen = controllers[root].kind == .navigationController ? controllers[root].displayed.last : root
        if fromMainStoryboard, let screen = firstScreen, !controllers[screen].isContainer, controllers[screen].inWindow {
            controllers[screen].needsLayout = true
            controllers[screen].relayoutRule = .storyboardRootLaysOutTwice
            try commit()
        }
        for incoming in pushesAfterFirstLayout { try pushAfterFirstLayout(incoming, onto: root) }
        pushesAfterFirstLayout = []
        if endingAppearance { endAppearance(root, rule) }
    }
}

extension Simulation {
    /// A root that supports only landscape, shown while the iPhone is held upright: the window
    /// starts in portrait, so the root has loaded and heard viewWillAppear in portrait; before the
    /// first frame UIKit turns the interface. The size classes change, so the controllers on
    /// screen hear willTransition(to:with:); the view had no size on screen yet, so no
    /// viewWillTransition(to:with:) follows, and the first layout is already in landscape.
    private func turnToLandscapeBeforeFirstFrame() {
        guard orientation == .portrait else { return }
        orientation = .landscape
        turningAtLaunch = true
        let visible = visibleControllers()
        for controller in visible { emit(controller: controller, .willTransitionToTraitCollection, .launchTurnsToSupportedOrientation) }
        markForNewBounds(visible, traitsChanged: true)
        note("no viewWillTransition(to:with:): the root's view had no size on screen before the turn", key: "launch-turn-no-size-change",
             leavesOut: [.viewWillTransitionToSize])
    }

    /// `push B in willConnectTo`: kept until the launch makes the window key and visible, then run
    /// there. Refused once the app runs, since that code has already run.
    func runDuringLaunch(_ action: ScenarioAction, in place: ScenarioAction.LaunchCode) throws {
        guard appState == .notRunning else { throw refuse("launch-code-after-launch", ["place": place.rawValue]) }
        launchCode.append((action, place, currentStep!))
    }

    /// Runs the launch code right after makeKeyAndVisible. A push there reaches a navigation
    /// controller that has not laid out yet: from iOS 18 it only changes the stack, so the root
    /// never loads; before, UIKit pushes once the first layout has shown the root.
    fileprivate func runLaunchCode(in place: ScenarioAction.LaunchCode, root: Int) throws {
        let code = launchCode
        launchCode = []
        // Refusals name the step that wrote the code, not the launch.
        let launchStep = currentStep
        defer { currentStep = launchStep }
        for (action, written, step) in code {
            currentStep = step
            guard written == place else {
                throw refuse(usesScenes ? "launch-code-in-will-connect" : "launch-code-needs-scenes", ["place": written.rawValue])
            }
            guard case .push(.controller(let spec), _, let viaSegue) = action, !viaSegue else {
                throw refuse("launch-code-pushes-only")
            }
            guard controllers[root].kind == .navigationController else {
                throw refuse("launch-push-needs-navigation", ["root": name(of: root)])
            }
            // What the push does at once is the code's; before iOS 18 the rest waits for the first layout.
            try runCode(writtenIn: step, host: lastEvent(place == .willConnectTo ? .sceneWillConnect : .didFinishLaunching)) {
                let incoming = try instantiate(.controller(spec))
                if rules[.launchPushSkipsTheRoot] {
                    adopt(incoming, by: root, completesLater: true, rule: .launchPushShowsOnlyTheTop)
                } else {
                    pushesAfterFirstLayout.append(incoming)
                }
            }
        }
    }
}
