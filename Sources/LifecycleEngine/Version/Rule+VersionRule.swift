extension Rule {
    /// The version rule that decides whether this rule fires, for the rules only some versions
    /// have: what `simulate --compare` and `check` name when versions differ.
    public var versionRule: VersionRule? {
        switch self {
        case .outgoingDisappearsFirst, .incomingViewLoadsFirst: .outgoingDisappearsBeforeIncomingLoads
        case .firstFrameAfterDidBecomeActive, .firstFrameBeforeDidBecomeActive: .firstFrameBeforeDidBecomeActive
        case .legacyRotation: .legacyRotationCallbacks
        case .rotationSizeChange, .rotationTraitChange, .rotationLaysOutAgain, .launchTurnsToSupportedOrientation,
             .deprecatedRotationFromSizeTransition: .sizeTransitionCallbacks
        case .sheetKeepsPresenter, .sheetDismissDelegate, .modalInPresentationHoldsSheet: .sheetPresentations
        case .memoryWarningUnloadsView: .offscreenViewsUnloadOnMemoryWarning
        case .firstTraitCollection: .traitsPredictedAtCreation
        case .traitsUpdateBeforeLayout, .deferredTraitTransition: .traitCollectionCallbacks
        case .safeAreaBeforeLayout: .safeAreaCallbacks
        case .snapshotsInBothStyles, .interfaceStyleChange, .styleHeardOnReturn, .styleChangeRedraws, .snapshotsRedraw: .darkMode
        case .viewIsAppearingAfterHierarchy: .viewIsAppearing
        case .sceneStateTransition, .sceneConnection, .appNotificationFollowsScene: .scenes
        case .notificationLaunchActivatesAfterFirstFrame: .notificationLaunchActivatesLate
        case .navigationTopShownBeforeDidBecomeActive: .navigationTopShownBeforeActive
        case .statusBarQuery: .statusBarAppearanceQueries
        case .extendedLayoutQuery: .extendedLayoutQueries
        case .interactivePopCancelled: .interactivePopGesture
        case .constraintPass: .autoLayout
        case .pageContainment: .scrollPages
        case .transitionRelayout: .transitionsRelayOutConstraints
        case .presenterRelayout: .presentationsRelayOutConstraints
        case .terminationHidesWindow: .terminationHidesWindow
        case .launchPushWaitsForFirstLayout, .launchPushShowsOnlyTheTop: .launchPushSkipsTheRoot
        case .overFullScreenKeepsPresenter: .presentationsOverContent
        case .legacyAutorotationQuery: .legacyAutorotationQueries
        case .shouldAutorotateQuery: .shouldAutorotateQueries
        case .supportedOrientationsQuery: .supportedOrientationsQueries
        case .appCallsLoadViewIfNeeded, .uiKitCallsLoadViewIfNeeded: .loadViewIfNeeded
        case .launchDelegateCallbacks: .willFinishLaunching
        case .urlOpenedAfterLaunch, .urlOpenedOnReturn: .openURLWithOptions
        case .activityContinuedAfterLaunch, .activityContinuedOnReturn: .universalLinks
        case .sceneURLBeforeForeground, .sceneActivityInForeground, .secondSceneConnects, .secondSceneCloses, .sceneActiveBeforeFirstFrame: .scenes
        case .traitHandlerBeforeDidChange: .traitChangeRegistration
        case .notificationOpenedOnReturn, .notificationPresentedInForeground, .notificationOpenedInForeground,
             .notificationOpenedAfterLaunch, .notificationOpenedAfterSceneConnects: .userNotifications
        case .notificationCenterReactivates: .notificationCenterFlickers
        case .silentNotificationWakesTheApp: .silentNotifications
        case .localNotificationToAppDelegate: .legacyLocalNotifications
        case .viewDidLoadAfterEmptyLoadView: .viewDidLoadWithoutView
        default: nil
        }
    }
}
