extension Simulation {
    func resignActive() throws {
        guard appState == .active else { throw refuse("resign-not-active", ["state": stateName]) }
        try emitStateChange(scene: .sceneWillResignActive, app: .applicationWillResignActive)
        appState = .inactive
        bannerShowing = false
    }

    func becomeActive() throws {
        guard appState == .inactive else {
            throw refuse("become-active-state", ["state": stateName])
        }
        try emitStateChange(scene: .sceneDidBecomeActive, app: .applicationDidBecomeActive)
        appState = .active
    }

    func enterBackground() throws {
        guard appState == .active || appState == .inactive else { throw refuse("already-in-state", ["state": stateName]) }
        if appState == .active { try resignActive() }
        try emitStateChange(scene: .sceneDidEnterBackground, app: .applicationDidEnterBackground)
        appState = .background
        try snapshotForAppSwitcher()
    }

    /// `opening`: a URL or link brings the app back, and is handed over before it becomes active.
    func enterForeground(opening: ScenarioAction.Opening? = nil) throws {
        guard appState == .background else { throw refuse("foreground-not-background", ["state": stateName]) }
        if usesScenes, opening == .url { emit(scene, .sceneOpenURLContexts, .sceneURLBeforeForeground) }
        try returnFromBackground(enteringForeground: {
            try emitStateChange(scene: .sceneWillEnterForeground, app: .applicationWillEnterForeground)
            appState = .inactive
        }, becomeActive: {
            // A scene's URL came before the foreground; links and notifications come here, with or without scenes.
            if let opening, !usesScenes || opening != .url { deliver(opening, afterLaunch: false) }
            try becomeActive()
        })
    }

    func terminate(stillRunning: Bool) throws {
        // In the background the app is soon suspended, and a suspended app is ended without notice.
        let inBackground = appState == .background
        guard !inBackground || stillRunning else {
            note("the app was suspended in the background: the system ends it without calling anything (under Xcode's debugger it is not suspended: write terminate running)",
                 key: "terminated-while-suspended")
            appState = .terminated
            return
        }
        // A scene swiped away while in the foreground is disconnected without entering the
        // background; an app without scenes still enters it. One still running in the background
        // is terminated from there.
        if appState == .active { try resignActive() }
        // One rule says the whole end of a killed app: disconnection, discarded session, termination.
        let killed: Rule = inBackground ? .runningAppKilledInBackground : .foregroundSceneKilledDisconnects
        if usesScenes {
            try emitSceneDelegate(.sceneDidDisconnect, killed)
            emit(app, .didDiscardSceneSessions, killed)
        } else if !inBackground {
            try emitStateChange(scene: .sceneDidEnterBackground, app: .applicationDidEnterBackground)
        }
        appState = .background
        if rules[.terminationHidesWindow] {
            let visible = topLevelControllers.filter { controllers[$0].inWindow }
            for controller in visible { try beginAppearance(controller, appearing: false, .terminationHidesWindow) }
            for controller in visible {
                detach(controller)
                endAppearance(controller, .terminationHidesWindow)
            }
        }
        try emitAppDelegate(.applicationWillTerminate, usesScenes || inBackground ? killed : .appStateTransition)
        appState = .terminated
    }

    func memoryWarning() throws {
        emit(app, .applicationDidReceiveMemoryWarning, .memoryWarningToAppDelegate)
        let block = newBlock()
        // Controllers register for the warning as they are made; `observe` registers later. The
        // notification reaches them all in the order they registered.
        let receivers = (liveControllers.map { (registration: controllers[$0].registration, controller: $0, observer: false) }
            + observers.filter { $0.source == .app }.map { (registration: $0.registration, controller: $0.controller, observer: true) })
            .sorted { $0.registration < $1.registration }
        for receiver in receivers {
            if receiver.observer {
                try deliver(.didReceiveMemoryWarningNotification, to: receiver.controller, block: block)
                continue
            }
            let index = receiver.controller
            emit(controller: index, .didReceiveMemoryWarning, .memoryWarningToControllers, block: block)
            let offScreen = controllers[index].hasView && !controllers[index].inWindow
            guard offScreen else { continue }
            if rules[.offscreenViewsUnloadOnMemoryWarning] {
                if rules[.viewWillUnloadCallback] {
                    emit(controller: index, .viewWillUnload, .memoryWarningUnloadsView, block: block)
                }
                unloadView(of: index)
                emit(controller: index, .viewDidUnload, .memoryWarningUnloadsView, block: block)
            } else if controllers[index].spec.releasesViewOnMemoryWarning {
                unloadView(of: index)
            }
        }
    }

    /// With scenes the scene delegate hears of the app's state changes; without them the app delegate.
    private func emitStateChange(scene sceneCallback: Callback, app appCallback: Callback) throws {
        if usesScenes {
            try emitSceneDelegate(sceneCallback, .sceneStateTransition, app: appCallback)
        } else {
            try emitAppDelegate(appCallback, .appStateTransition)
        }
    }

    /// The app state as a key the interface words (`scenario.state.<key>`).
    var stateName: String {
        switch appState {
        case .notRunning: "not-running"
        case .inactive: "inactive"
        case .active: "active"
        case .background: "background"
        case .terminated: "terminated"
        }
    }
}
