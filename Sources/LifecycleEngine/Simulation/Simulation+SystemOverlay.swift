/// The Notification Center or Control Center pulled over the app and closed again. The app stays
/// in the foreground: it resigns active while the panel covers it and becomes active once it goes.
/// From iOS 11 the Notification Center adds a second pair as it settles fully down.
extension Simulation {
    /// `pullDown notificationCenter` or `pullDown controlCenter`.
    func pullDown(_ overlay: ScenarioAction.SystemOverlay) throws {
        guard appState == .active else { throw refuse("pull-down-not-active", ["state": stateName]) }
        // No log shows a scene delegate under either panel.
        guard !usesScenes else { throw refuse("pull-down-with-scenes") }
        if overlay == .controlCenter, !rules[.controlCenter] { throw refuse("control-center-needs-7", ["version": "\(version)"]) }
        try emitAppDelegate(.applicationWillResignActive, .overlayDeactivatesApp)
        if overlay == .notificationCenter, rules[.notificationCenterFlickers] {
            try emitAppDelegate(.applicationDidBecomeActive, .notificationCenterReactivates)
            try emitAppDelegate(.applicationWillResignActive, .notificationCenterReactivates)
        }
        try emitAppDelegate(.applicationDidBecomeActive, .overlayDeactivatesApp)
        bannerShowing = false  // the panel takes in a banner that was showing
    }
}
