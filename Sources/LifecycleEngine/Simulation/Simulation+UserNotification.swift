/// A notification that reaches the app while it runs. From iOS 10 the notification center's
/// delegate (here the app delegate, as apps set it in didFinishLaunching) is asked how to present
/// one that arrives in the foreground, and told when the user taps its banner. Before iOS 10, or
/// in an app that is not the center's delegate, the app delegate hears it as it arrives, and the
/// system shows no banner over a frontmost app.
extension Simulation {
    /// Whether the notification center's delegate hears the app's notifications (iOS 10, and the
    /// app set one); otherwise the app delegate's didReceiveRemoteNotification does.
    var notificationCenterDelegateHears: Bool { rules[.userNotifications] && notificationHandling == .center }

    /// The rule of a notification the app delegate hears in the center delegate's place: its own,
    /// for the fetch handler or an app on iOS 10+ that set no delegate; else `rule` (the version's).
    func appDelegateRule(_ rule: Rule) -> Rule {
        appHasFetchHandler || rules[.userNotifications] ? .notificationToAppDelegate : rule
    }

    /// What the app delegate implements to hear notifications: the fetch handler, or the older
    /// method apps had before iOS 10.
    var appDelegateNotificationCallback: Callback {
        appHasFetchHandler ? .didReceiveRemoteNotificationWithCompletionHandler : .didReceiveRemoteNotification
    }

    /// `receive notification`, or `receive notification silent`: a push with content-available
    /// and no alert goes to the fetch handler in the foreground and the background alike, where
    /// the system wakes the app for it; nothing is shown. `receive localNotification`: one the app
    /// scheduled fires, heard as a push is from iOS 10, before that in its own app delegate method.
    func receive(_ notification: ScenarioAction.ArrivingNotification) throws {
        if notification == .silent {
            guard rules[.silentNotifications] else { throw refuse("silent-notification-needs-7", ["version": "\(version)"]) }
            guard appState == .active || appState == .background else { throw refuse("notification-while-inactive", ["state": stateName]) }
            emit(app, .didReceiveRemoteNotificationWithCompletionHandler, .silentNotificationWakesTheApp)
            return
        }
        if notification == .local { try checkLocalNotifications() }
        switch appState {
        case .active:
            let modern = notificationCenterDelegateHears
            if notification == .local, !modern {
                emit(app, .didReceiveLocalNotification, .localNotificationToAppDelegate)
                return
            }
            emit(app, modern ? .notificationWillPresent : appDelegateNotificationCallback,
                 modern ? .notificationPresentedInForeground : appDelegateRule(.notificationPresentedInForeground))
            bannerShowing = modern
        case .background:
            note("the system shows the notification itself: the app hears nothing of it until the user taps it (open notification, or open localNotification)",
                 key: "notification-in-background")
        default:
            throw refuse("notification-while-inactive", ["state": stateName])
        }
    }

    /// From iOS 10 an app hears its local notifications as its notification center's delegate;
    /// what one that set no delegate hears of them, no log shows.
    func checkLocalNotifications() throws {
        guard !rules[.userNotifications] || notificationHandling == .center else { throw refuse("local-notification-needs-center") }
    }

    /// `open notification` in the foreground: the user taps the banner willPresent let the system show.
    func tapNotificationBanner() throws {
        guard appState == .active else { throw refuse("notification-while-inactive", ["state": stateName]) }
        guard rules[.userNotifications] else { throw refuse("notification-banner-needs-10", ["version": "\(version)"]) }
        guard notificationHandling == .center else { throw refuse("notification-banner-needs-center") }
        guard bannerShowing else { throw refuse("notification-no-banner") }
        bannerShowing = false
        emit(app, .notificationResponse, .notificationOpenedInForeground)
    }
}
