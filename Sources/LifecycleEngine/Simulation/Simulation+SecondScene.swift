/// A second window scene of the same app (iPad multitasking): `openScene B` connects one showing
/// B beside the first. The first scene hears nothing, and the app's state does not change (it is
/// its most active scene's), so no UIApplication notification is posted. `closeScene B` closes
/// it again.
extension Simulation {
    func openScene(_ tree: ControllerTree) throws {
        guard usesScenes else { throw refuse("open-scene-needs-scenes") }
        guard secondSceneRoot == nil else { throw refuse("second-scene-open") }
        guard appState == .active else { throw refuse("open-scene-needs-active", ["state": stateName]) }
        let fromStoryboard = try isFromStoryboard(tree)
        emit(app, .configurationForConnecting, .secondSceneConnects)
        var root: Int?
        if fromStoryboard { root = try instantiate(tree) }
        let sceneObject = addObject(TraceNames.secondScene, .scene)
        secondScene = sceneObject
        emit(sceneObject, .sceneWillConnect, .secondSceneConnects)
        if root == nil { root = try instantiate(tree) }
        secondSceneRoot = root
        try makeKeyAndVisible(addObject(TraceNames.secondWindow, .window), root: root!)
        try post(.sceneWillConnectNotification)
        try emitSceneDelegate(.sceneWillEnterForeground, .secondSceneConnects, of: sceneObject)
        try emitSceneDelegate(.sceneDidBecomeActive, .secondSceneConnects, of: sceneObject)
        try commit()
        endAppearance(root!, .sceneActiveBeforeFirstFrame)
    }

    /// The user closes the second window. The closing scene resigns; the one that stays resigns
    /// and is active again at once; the closing one enters the background and is disconnected,
    /// and its session discarded. The app stays active, so it hears no state change. Its window
    /// goes with the scene, and with it the controllers the window held.
    func closeScene(_ name: String) throws {
        guard let root = secondSceneRoot, let closing = secondScene else { throw refuse("no-second-scene", ["name": name]) }
        guard controllers[root].spec.name == name else {
            throw refuse("close-first-scene", ["name": name, "second": controllers[root].spec.name])
        }
        try emitSceneDelegate(.sceneWillResignActive, .secondSceneCloses, of: closing)
        try emitSceneDelegate(.sceneWillResignActive, .secondSceneCloses)
        try emitSceneDelegate(.sceneDidBecomeActive, .secondSceneCloses)
        try emitSceneDelegate(.sceneDidEnterBackground, .secondSceneCloses, of: closing)
        try emitSceneDelegate(.sceneDidDisconnect, .secondSceneCloses, of: closing)
        emit(app, .didDiscardSceneSessions, .secondSceneCloses)
        secondSceneRoot = nil
        secondScene = nil
        note("what the closed window's controllers hear as it goes is on no log: the engine releases them after the scene disconnects, with no disappearance",
             key: "closed-scene-controllers")
        release(root, .secondSceneCloses)
    }
}

extension ScenarioAction {
    /// Steps that change every scene at once (the app's state, the device, the style): no log
    /// orders two scenes' callbacks for them.
    var changesEveryScene: Bool {
        switch self {
        case .resignActive, .becomeActive, .background, .foreground, .open, .pullDown, .terminate, .rotate, .interfaceStyle: true
        default: false
        }
    }
}
