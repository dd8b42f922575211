/// A notification that reaches the app while it runs. From iOS 10 the notification center's
/// delegate (here the app delegate, as apps set it in didFinishLaunching) is asked how to present
/// one that arrives in the foreground, and told when the user taps its banner. Before iOS 10 the
/// app delegate hears it as it arrives, and the system shows no banner over a frontmost app.
extension Simulation {
    /// `receive notification`.
    func receiveNotification() throws {
        switch appState {
        case .active:
            let modern = rules[.userNotifications]
            emit(app, modern ? .notificationWillPresent : .didReceiveRemoteNotification, .notificationPresentedInForeground)
            bannerShowing = modern
        case .background:
            note("the system shows the notification itself: the app hears nothing of it until the user taps it (open notification)",
                 key: "notification-in-background")
        default:
            throw refuse("notification-while-inactive", ["state": stateName])
        }
    }

    /// `open notification` in the foreground: the user taps the banner willPresent let the system show.
    func tapNotificationBanner() throws {
        guard appState == .active else { throw refuse("notification-while-inactive", ["state": stateName]) }
        guard rules[.userNotifications] else { throw refuse("notification-banner-needs-10", ["version": "\(version)"]) }
        guard bannerShowing else { throw refuse("notification-no-banner") }
        bannerShowing = false
        emit(app, .notificationResponse, .notificationOpenedInForeground)
    }
}
