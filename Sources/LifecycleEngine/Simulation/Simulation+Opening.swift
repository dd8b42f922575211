/// The app opened by a URL of its own scheme, a universal link, or a tapped notification. Without
/// scenes the app delegate is handed it once launched, or once back in the foreground, before it
/// becomes active. With scenes a launch hands it to willConnectTo in its options, and a running
/// app's scene delegate (or, for a notification, its notification center delegate) gets it on its own.
extension Simulation {
    /// `open url`, `open link` or `open notification`: the app comes back from the background to
    /// handle it. A notification can also be tapped on its banner while the app is in the foreground.
    func open(_ opening: ScenarioAction.Opening) throws {
        try checkAvailable(opening)
        if opening.isNotification, appState != .background { return try tapNotificationBanner() }
        guard appState == .background else { throw refuse("open-in-foreground", ["state": stateName]) }
        try enterForeground(opening: opening)
    }

    /// A launch by a notification: no log orders its callback against the root's loading.
    func checkLaunchable(_ opening: ScenarioAction.Opening, usesScenes: Bool) throws {
        try checkAvailable(opening)
    }

    func checkAvailable(_ opening: ScenarioAction.Opening) throws {
        if opening == .link, !rules[.universalLinks] { throw refuse("universal-links-need-9", ["version": "\(version)"]) }
        if opening == .localNotification { try checkLocalNotifications() }
    }

    /// The app delegate's (or, for a link, the scene delegate's) callbacks for what opened the app.
    func deliver(_ opening: ScenarioAction.Opening, afterLaunch: Bool) {
        switch opening {
        case .url:
            let rule: Rule = afterLaunch ? .urlOpenedAfterLaunch : .urlOpenedOnReturn
            emit(app, rules[.openURLWithOptions] ? .applicationOpenURL : .applicationOpenURLSourceApplication, rule)
        case .link where usesScenes:
            emit(scene, .sceneContinueUserActivity, .sceneActivityInForeground)
        case .link:
            let rule: Rule = afterLaunch ? .activityContinuedAfterLaunch : .activityContinuedOnReturn
            emit(app, .willContinueUserActivity, rule)
            emit(app, .continueUserActivity, rule)
        case .localNotification where !notificationCenterDelegateHears && afterLaunch:
            note("before iOS 10 a local notification that launched the app reaches it in launchOptions (the localNotification key) in didFinishLaunching; developers report that application(_:didReceive:) is not called for it, though Apple's page on the method says it comes after didFinishLaunching",
                 key: "local-notification-in-launch-options", leavesOut: [.didReceiveLocalNotification])
        case .localNotification where !notificationCenterDelegateHears:
            emit(app, .didReceiveLocalNotification, .localNotificationToAppDelegate)
        case .notification where afterLaunch && appHasFetchHandler && !notificationCenterDelegateHears:
            // The fetch handler, unlike the older method, is called for the tap that launched the app.
            emit(app, .didReceiveRemoteNotificationWithCompletionHandler, .notificationToAppDelegate)
        case .notification where afterLaunch && !rules[.userNotifications]:
            note("before iOS 10 a notification that launched the app reaches it only in launchOptions (the remoteNotification key) in didFinishLaunching: UIKit does not call application(_:didReceiveRemoteNotification:) for it",
                 key: "notification-in-launch-options", leavesOut: [.didReceiveRemoteNotification])
        case .notification where !notificationCenterDelegateHears:
            emit(app, appDelegateNotificationCallback, appDelegateRule(.notificationOpenedOnReturn))
        case .notification, .localNotification:
            // The app delegate as the notification center's delegate, as apps set it in
            // didFinishLaunching: on a launch its response comes once that method (with scenes,
            // willConnectTo) has returned.
            let rule: Rule = afterLaunch ? (usesScenes ? .notificationOpenedAfterSceneConnects : .notificationOpenedAfterLaunch)
                : .notificationOpenedOnReturn
            emit(app, .notificationResponse, rule)
        }
    }

    /// A launch with scenes hands the URL or link to willConnectTo, and calls nothing for it; a
    /// notification's response goes to willConnectTo and to the notification center's delegate.
    func noteOpeningInConnectionOptions(_ opening: ScenarioAction.Opening) {
        switch opening {
        case .url:
            note("the URL arrives in willConnectTo's connectionOptions.urlContexts: UIKit calls neither scene(_:openURLContexts:) nor the app delegate's application(_:open:options:)",
                 key: "url-in-connection-options", leavesOut: [.sceneOpenURLContexts, .applicationOpenURL])
        case .link:
            note("the link arrives in willConnectTo's connectionOptions.userActivities: UIKit calls neither scene(_:continue:) nor the app delegate for it",
                 key: "link-in-connection-options", leavesOut: [.sceneContinueUserActivity])
        case .notification, .localNotification:
            note("the response is also in willConnectTo's connectionOptions.notificationResponse: an app that handles it there and in didReceive handles the tap twice",
                 key: "notification-in-connection-options")
        }
    }
}
