/// NotificationCenter: the app posts each lifecycle notification right after calling its delegate
/// method, to observers in the order they registered.
extension Simulation {
    /// `observe A`: A registers for the app's lifecycle notifications. With scenes the app also
    /// posts UIScene's, whose order against UIApplication's is not modelled, so it is refused.
    func observe(_ name: String) throws {
        guard !usesScenes else { throw refuse("observe-with-scenes") }
        let controller = try liveController(named: name)
        guard !observers.contains(where: { $0.controller == controller }) else { throw refuse("already-observing", ["name": name]) }
        registrations += 1
        observers.append((controller, registrations))
    }

    /// Posts `notification` to the observers. Before iOS 9 an observer that was deallocated
    /// without removing itself is still registered, and the post crashes the app.
    func post(_ notification: Callback) throws {
        for observer in observers { try deliver(notification, to: observer.controller) }
    }

    func deliver(_ notification: Callback, to observer: Int, block: Int32 = 0) throws {
        guard controllers[observer].isAlive else {
            guard rules[.observersUnregisterAutomatically] else {
                throw Crash(reason: "NotificationCenter posts \(notification.swiftName) to \(name(of: observer)), deallocated without removing itself as an observer: before iOS 9 the observer must call removeObserver(_:) in deinit")
            }
            return
        }
        emit(controller: observer, notification, .notificationAfterDelegate, block: block)
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

    /// An app delegate method, then its notification.
    func emitAppDelegate(_ callback: Callback, _ rule: Rule) throws {
        emit(app, callback, rule)
        if let notification = Self.notification(after: callback) { try post(notification) }
    }
}
