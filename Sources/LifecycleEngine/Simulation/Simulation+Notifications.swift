/// NotificationCenter: the app posts each lifecycle notification right after calling its delegate
/// method, to observers in the order they registered. With scenes the scene's notification follows
/// the scene delegate's method, and UIApplication's, posted even though its app delegate method is
/// not called, follows as the app's state as a whole changes.
extension Simulation {
    /// `observe A` (UIApplication's notifications) or `observe A of=scene` (UIScene's, iOS 13+ with scenes).
    func observe(_ name: String, of source: ScenarioAction.NotificationSource) throws {
        if source == .scene, !usesScenes { throw refuse("scene-notifications-need-scenes") }
        let controller = try liveController(named: name)
        guard !observers.contains(where: { $0.controller == controller && $0.source == source }) else {
            throw refuse("already-observing", ["name": name])
        }
        registrations += 1
        observers.append((controller, registrations, source))
    }

    /// Posts `notification` to the observers of its source. Before iOS 9 an observer that was
    /// deallocated without removing itself is still registered, and the post crashes the app.
    func post(_ notification: Callback, _ rule: Rule = .notificationAfterDelegate) throws {
        let source: ScenarioAction.NotificationSource = notification.declaringClass == "UIScene" ? .scene : .app
        for observer in observers where observer.source == source {
            try deliver(notification, to: observer.controller, rule)
        }
    }

    func deliver(_ notification: Callback, to observer: Int, _ rule: Rule = .notificationAfterDelegate, block: Int32 = 0) throws {
        guard controllers[observer].isAlive else {
            guard rules[.observersUnregisterAutomatically] else {
                throw Crash(reason: "NotificationCenter posts \(notification.swiftName) to \(name(of: observer)), deallocated without removing itself as an observer: before iOS 9 the observer must call removeObserver(_:) in deinit",
                            key: "crash-observer-not-removed", values: ["notification": notification.swiftName, "name": name(of: observer)])
            }
            return
        }
        emit(controller: observer, notification, rule, block: block)
    }

    /// The notification an app delegate method is followed by.
    static func notification(after callback: Callback) -> Callback? {
        switch callback {
        case .didFinishLaunching: .didFinishLaunchingNotification
        case .applicationDidBecomeActive: .didBecomeActiveNotification
        case .applicationWillResignActive: .willResignActiveNotification
        case .applicationDidEnterBackground: .didEnterBackgroundNotification
        case .applicationWillEnterForeground: .willEnterForegroundNotification
        case .applicationWillTerminate: .willTerminateNotification
        default: nil
        }
    }

    /// The notification a scene delegate method is followed by.
    static func sceneNotification(after callback: Callback) -> Callback? {
        switch callback {
        case .sceneWillConnect: .sceneWillConnectNotification
        case .sceneWillEnterForeground: .sceneWillEnterForegroundNotification
        case .sceneDidBecomeActive: .sceneDidActivateNotification
        case .sceneWillResignActive: .sceneWillDeactivateNotification
        case .sceneDidEnterBackground: .sceneDidEnterBackgroundNotification
        case .sceneDidDisconnect: .sceneDidDisconnectNotification
        default: nil
        }
    }

    /// A scene delegate method (of the first scene, or `sceneObject`), then the scene's
    /// notification, then, when the app as a whole changes state, UIApplication's notification
    /// for `appCallback` (its delegate method is not called in an app with scenes).
    func emitSceneDelegate(_ callback: Callback, _ rule: Rule, app appCallback: Callback? = nil, of sceneObject: Int32? = nil) throws {
        emit(sceneObject ?? scene, callback, rule)
        if let notification = Self.sceneNotification(after: callback) { try post(notification) }
        if let appCallback, let notification = Self.notification(after: appCallback) {
            try post(notification, .appNotificationFollowsScene)
        }
    }

    /// An app delegate method, then its notification.
    func emitAppDelegate(_ callback: Callback, _ rule: Rule) throws {
        emit(app, callback, rule)
        if let notification = Self.notification(after: callback) { try post(notification) }
    }
}
