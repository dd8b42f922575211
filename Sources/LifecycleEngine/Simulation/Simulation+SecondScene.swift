/// A second window scene of the same app (iPad multitasking): `openScene B` connects one showing
/// B beside the first. The first scene hears nothing, and the app's state does not change (it is
/// its most active scene's), so no UIApplication notification is posted. Closing one of two
/// scenes is not modelled: no log orders what each scene hears in the app switcher.
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
