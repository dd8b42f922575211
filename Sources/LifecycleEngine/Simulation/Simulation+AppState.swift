extension Simulation {
    func resignActive() throws {
        guard appState == .active else { throw refuse("the app is not active (\(stateName)); it can only resign when active") }
        if usesScenes {
            emit(scene, .sceneWillResignActive, .sceneStateTransition)
        } else {
            emit(app, .applicationWillResignActive, .appStateTransition)
        }
        appState = .inactive
    }

    func becomeActive() throws {
        guard appState == .inactive else {
            throw refuse("the app is \(stateName); becomeActive follows resignActive (use foreground from the background)")
        }
        if usesScenes {
            emit(scene, .sceneDidBecomeActive, .sceneStateTransition)
        } else {
            emit(app, .applicationDidBecomeActive, .appStateTransition)
        }
        appState = .active
    }

    func enterBackground() throws {
        guard appState == .active || appState == .inactive else { throw refuse("the app is already \(stateName)") }
        if appState == .active { try resignActive() }
        if usesScenes {
            emit(scene, .sceneDidEnterBackground, .sceneStateTransition)
        } else {
            emit(app, .applicationDidEnterBackground, .appStateTransition)
        }
        appState = .background
    }

    func enterForeground() throws {
        guard appState == .background else { throw refuse("the app is \(stateName), not in the background") }
        if usesScenes {
            emit(scene, .sceneWillEnterForeground, .sceneStateTransition)
        } else {
            emit(app, .applicationWillEnterForeground, .appStateTransition)
        }
        appState = .inactive
        try becomeActive()
    }

    func terminate() throws {
        if appState == .active { try resignActive() }
        if usesScenes {
            if appState != .background { emit(scene, .sceneDidEnterBackground, .sceneStateTransition) }
            emit(scene, .sceneDidDisconnect, .sceneStateTransition)
            emit(app, .didDiscardSceneSessions, .sceneStateTransition)
        } else if appState != .background {
            emit(app, .applicationDidEnterBackground, .appStateTransition)
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
        emit(app, .applicationWillTerminate, .appStateTransition)
        appState = .terminated
    }

    func memoryWarning() {
        emit(app, .applicationDidReceiveMemoryWarning, .memoryWarningToAppDelegate)
        let block = newBlock()
        // Controllers observe the warning in the order they registered, which is creation order.
        for index in liveControllers {
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

    var stateName: String {
        switch appState {
        case .notRunning: "not running"
        case .inactive: "inactive"
        case .active: "active"
        case .background: "in the background"
        case .terminated: "terminated"
        }
    }
}
