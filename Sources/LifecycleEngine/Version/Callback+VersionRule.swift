extension Callback {
    /// The version rule outside of which UIKit never makes this callback: the method is newer
    /// than some versions, or UIKit stopped calling it. What a logged call on another version is
    /// told, what `simulate --compare` names for a row some versions lack, and a trace invariant.
    public var versionRule: VersionRule? {
        switch self {
        case .shouldAutorotateToInterfaceOrientation: .legacyAutorotationQueries
        case .shouldAutorotate: .shouldAutorotateQueries
        case .supportedInterfaceOrientations: .supportedOrientationsQueries
        case .willFinishLaunching: .willFinishLaunching
        case .configurationForConnecting, .didDiscardSceneSessions, .sceneWillConnect, .sceneWillEnterForeground,
             .sceneDidBecomeActive, .sceneWillResignActive, .sceneDidEnterBackground, .sceneDidDisconnect,
             .sceneWillConnectNotification, .sceneWillEnterForegroundNotification, .sceneDidActivateNotification,
             .sceneWillDeactivateNotification, .sceneDidEnterBackgroundNotification, .sceneDidDisconnectNotification,
             .sceneOpenURLContexts, .sceneContinueUserActivity:
            .scenes
        case .viewIsAppearing: .viewIsAppearing
        case .viewWillTransitionToSize, .willTransitionToTraitCollection: .sizeTransitionCallbacks
        case .traitCollectionDidChange: .traitCollectionCallbacks
        case .viewSafeAreaInsetsDidChange, .viewLayoutMarginsDidChange: .safeAreaCallbacks
        case .viewWillUnload: .viewWillUnloadCallback
        case .viewDidUnload: .offscreenViewsUnloadOnMemoryWarning
        case .presentationControllerShouldDismiss, .presentationControllerWillDismiss, .presentationControllerDidDismiss,
             .presentationControllerDidAttemptToDismiss:
            .sheetPresentations
        case .prefersStatusBarHidden, .preferredStatusBarUpdateAnimation: .statusBarAppearanceQueries
        case .extendedLayoutIncludesOpaqueBars, .edgesForExtendedLayout: .extendedLayoutQueries
        case .updateViewConstraints, .updateConstraints: .autoLayout
        case .loadViewIfNeeded: .loadViewIfNeeded
        case .applicationOpenURL: .openURLWithOptions
        case .willContinueUserActivity, .continueUserActivity: .universalLinks
        case .traitChangeHandler: .traitChangeRegistration
        case .notificationResponse, .notificationWillPresent: .userNotifications
        case .didReceiveRemoteNotificationWithCompletionHandler: .silentNotifications
        default: nil
        }
    }
}
