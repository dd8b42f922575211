/// Every callback the engine can emit, with the names UIKit gives it in Swift and Objective-C.
public enum Callback: UInt8, CaseIterable, Sendable {
    // The program's entry
    case main, applicationMain
    // UIApplicationDelegate
    case willFinishLaunching, didFinishLaunching, applicationDidBecomeActive, applicationWillResignActive
    case applicationDidEnterBackground, applicationWillEnterForeground, applicationWillTerminate
    case applicationDidReceiveMemoryWarning, configurationForConnecting, didDiscardSceneSessions
    // UISceneDelegate
    case sceneWillConnect, sceneWillEnterForeground, sceneDidBecomeActive, sceneWillResignActive
    case sceneDidEnterBackground, sceneDidDisconnect
    // UIWindow
    case makeKeyAndVisible
    // UIViewController
    case controllerInitWithCoder, controllerInitWithNibName, controllerAwakeFromNib
    case loadView, viewDidLoad
    case viewWillAppear, viewIsAppearing, viewDidAppear, viewWillDisappear, viewDidDisappear
    case updateViewConstraints, viewWillLayoutSubviews, viewDidLayoutSubviews
    case didReceiveMemoryWarning, viewWillUnload, viewDidUnload, controllerDeinit
    case willMoveToParent, didMoveToParent, prepareForSegue
    case prefersStatusBarHidden, preferredStatusBarUpdateAnimation
    case extendedLayoutIncludesOpaqueBars, edgesForExtendedLayout
    case viewWillTransitionToSize, willTransitionToTraitCollection
    case willRotate, willAnimateRotation, didRotate
    // UIView
    case viewInitWithFrame, viewInitWithCoder, viewAwakeFromNib
    case willMoveToSuperview, didMoveToSuperview, willMoveToWindow, didMoveToWindow
    case layoutSubviews, updateConstraints, viewDeinit
    // UIViewController: its environment (iOS 8, 11)
    case traitCollectionDidChange, viewSafeAreaInsetsDidChange, viewLayoutMarginsDidChange
    // UIAdaptivePresentationControllerDelegate (iOS 13)
    case presentationControllerShouldDismiss, presentationControllerWillDismiss
    case presentationControllerDidDismiss, presentationControllerDidAttemptToDismiss
    // UIView display
    case draw
    // UIApplication's notifications, as an observer receives them
    case didFinishLaunchingNotification, didBecomeActiveNotification, willResignActiveNotification
    case didEnterBackgroundNotification, willEnterForegroundNotification, willTerminateNotification
    case didReceiveMemoryWarningNotification
    // Touches: hit-testing, then delivery up the responder chain
    case hitTest, pointInside, sendEvent, touchesBegan, touchesEnded
    // UINavigationControllerDelegate: a navigation controller's transitions, as its delegate hears them
    case navigationWillShow, navigationDidShow
    // UITabBarControllerDelegate: a tab the user taps, as the tab bar controller's delegate hears it
    case tabBarShouldSelect, tabBarDidSelect
    // UIScene's lifecycle notifications, as an observer receives them
    case sceneWillConnectNotification, sceneWillEnterForegroundNotification, sceneDidActivateNotification
    case sceneWillDeactivateNotification, sceneDidEnterBackgroundNotification, sceneDidDisconnectNotification
    // A view told of a subview added to it
    case didAddSubview
    // A view taken out of its superview, and the superview told before it goes
    case removeFromSuperview, willRemoveSubview
    // Whether the interface may turn, asked before it does
    case shouldAutorotateToInterfaceOrientation, shouldAutorotate, supportedInterfaceOrientations
    // loadViewIfNeeded(), which the app and UIKit itself call (iOS 9)
    case loadViewIfNeeded
    // The app opened with a URL (iOS 5-8's and iOS 9's method) or a universal link, as its
    // delegate hears it, and with scenes as the scene delegate hears it once the app runs
    case applicationOpenURLSourceApplication, applicationOpenURL, willContinueUserActivity, continueUserActivity
    case sceneOpenURLContexts, sceneContinueUserActivity
    // The handler a controller registered with registerForTraitChanges (iOS 17): a closure, with
    // no name of its own, named after the method that registered it
    case traitChangeHandler
    // A touch a gesture recognizer took: the hit view's touches are cancelled, and the action the
    // app gave the recognizer (named handleTap here: apps choose the name) reaches its target
    case touchesCancelled, gestureAction
    // A notification the user tapped, as the app hears it: its UNUserNotificationCenter delegate
    // (iOS 10), before that the app delegate
    case notificationResponse, didReceiveRemoteNotification
    // The app delegate's handler with a completion handler (iOS 7): silent pushes, and every
    // notification of an app without a notification center delegate
    case didReceiveRemoteNotificationWithCompletionHandler
    // A notification arriving while the app is in the foreground (iOS 10): the delegate says how to show it
    case notificationWillPresent
    // A local notification the app scheduled, as the app delegate hears it before iOS 10
    case didReceiveLocalNotification

    /// The class or protocol that declares it, as the knowledge base names classes.
    public var declaringClass: String {
        switch self {
        case .main, .applicationMain: "AppEntry"
        case .willFinishLaunching, .didFinishLaunching, .applicationDidBecomeActive, .applicationWillResignActive,
             .applicationDidEnterBackground, .applicationWillEnterForeground, .applicationWillTerminate,
             .applicationDidReceiveMemoryWarning, .configurationForConnecting, .didDiscardSceneSessions,
             .applicationOpenURLSourceApplication, .applicationOpenURL, .willContinueUserActivity, .continueUserActivity,
             .didReceiveRemoteNotification, .didReceiveRemoteNotificationWithCompletionHandler, .didReceiveLocalNotification:
            "UIApplicationDelegate"
        case .notificationResponse, .notificationWillPresent: "UNUserNotificationCenterDelegate"
        case .sceneWillConnect, .sceneWillEnterForeground, .sceneDidBecomeActive, .sceneWillResignActive,
             .sceneDidEnterBackground, .sceneDidDisconnect, .sceneOpenURLContexts, .sceneContinueUserActivity:
            "UISceneDelegate"
        case .makeKeyAndVisible, .sendEvent: "UIWindow"
        case .hitTest, .pointInside: "UIView"
        case .touchesBegan, .touchesEnded, .touchesCancelled: "UIResponder"
        case .didFinishLaunchingNotification, .didBecomeActiveNotification, .willResignActiveNotification,
             .didEnterBackgroundNotification, .willEnterForegroundNotification, .willTerminateNotification,
             .didReceiveMemoryWarningNotification:
            "UIApplication"
        case .presentationControllerShouldDismiss, .presentationControllerWillDismiss,
             .presentationControllerDidDismiss, .presentationControllerDidAttemptToDismiss:
            "UIAdaptivePresentationControllerDelegate"
        case .navigationWillShow, .navigationDidShow: "UINavigationControllerDelegate"
        case .tabBarShouldSelect, .tabBarDidSelect: "UITabBarControllerDelegate"
        case .sceneWillConnectNotification, .sceneWillEnterForegroundNotification, .sceneDidActivateNotification,
             .sceneWillDeactivateNotification, .sceneDidEnterBackgroundNotification, .sceneDidDisconnectNotification:
            "UIScene"
        case .viewInitWithFrame, .viewInitWithCoder, .viewAwakeFromNib, .willMoveToSuperview, .didMoveToSuperview,
             .willMoveToWindow, .didMoveToWindow, .layoutSubviews, .updateConstraints, .viewDeinit, .draw, .didAddSubview,
             .removeFromSuperview, .willRemoveSubview:
            "UIView"
        default: "UIViewController"
        }
    }

    /// The Swift name with argument labels, as `#function` prints it.
    public var swiftName: String {
        switch self {
        case .main: "main()"
        case .applicationMain: "UIApplicationMain(_:_:_:_:)"
        case .willFinishLaunching: "application(_:willFinishLaunchingWithOptions:)"
        case .didFinishLaunching: "application(_:didFinishLaunchingWithOptions:)"
        case .applicationDidBecomeActive: "applicationDidBecomeActive(_:)"
        case .applicationWillResignActive: "applicationWillResignActive(_:)"
        case .applicationDidEnterBackground: "applicationDidEnterBackground(_:)"
        case .applicationWillEnterForeground: "applicationWillEnterForeground(_:)"
        case .applicationWillTerminate: "applicationWillTerminate(_:)"
        case .applicationDidReceiveMemoryWarning: "applicationDidReceiveMemoryWarning(_:)"
        case .configurationForConnecting: "application(_:configurationForConnecting:options:)"
        case .didDiscardSceneSessions: "application(_:didDiscardSceneSessions:)"
        case .sceneWillConnect: "scene(_:willConnectTo:options:)"
        case .sceneWillEnterForeground: "sceneWillEnterForeground(_:)"
        case .sceneDidBecomeActive: "sceneDidBecomeActive(_:)"
        case .sceneWillResignActive: "sceneWillResignActive(_:)"
        case .sceneDidEnterBackground: "sceneDidEnterBackground(_:)"
        case .sceneDidDisconnect: "sceneDidDisconnect(_:)"
        case .makeKeyAndVisible: "makeKeyAndVisible()"
        case .controllerInitWithCoder, .viewInitWithCoder: "init(coder:)"
        case .controllerInitWithNibName: "init(nibName:bundle:)"
        case .controllerAwakeFromNib, .viewAwakeFromNib: "awakeFromNib()"
        case .loadView: "loadView()"
        case .viewDidLoad: "viewDidLoad()"
        case .viewWillAppear: "viewWillAppear(_:)"
        case .viewIsAppearing: "viewIsAppearing(_:)"
        case .viewDidAppear: "viewDidAppear(_:)"
        case .viewWillDisappear: "viewWillDisappear(_:)"
        case .viewDidDisappear: "viewDidDisappear(_:)"
        case .updateViewConstraints: "updateViewConstraints()"
        case .viewWillLayoutSubviews: "viewWillLayoutSubviews()"
        case .viewDidLayoutSubviews: "viewDidLayoutSubviews()"
        case .didReceiveMemoryWarning: "didReceiveMemoryWarning()"
        case .viewWillUnload: "viewWillUnload()"
        case .viewDidUnload: "viewDidUnload()"
        case .controllerDeinit, .viewDeinit: "deinit"
        case .willMoveToParent: "willMove(toParent:)"
        case .didMoveToParent: "didMove(toParent:)"
        case .prepareForSegue: "prepare(for:sender:)"
        case .prefersStatusBarHidden: "prefersStatusBarHidden"
        case .preferredStatusBarUpdateAnimation: "preferredStatusBarUpdateAnimation"
        case .extendedLayoutIncludesOpaqueBars: "extendedLayoutIncludesOpaqueBars"
        case .edgesForExtendedLayout: "edgesForExtendedLayout"
        case .viewWillTransitionToSize: "viewWillTransition(to:with:)"
        case .willTransitionToTraitCollection: "willTransition(to:with:)"
        case .willRotate: "willRotate(to:duration:)"
        case .willAnimateRotation: "willAnimateRotation(to:duration:)"
        case .didRotate: "didRotate(from:)"
        case .viewInitWithFrame: "init(frame:)"
        case .willMoveToSuperview: "willMove(toSuperview:)"
        case .didMoveToSuperview: "didMoveToSuperview()"
        case .willMoveToWindow: "willMove(toWindow:)"
        case .didMoveToWindow: "didMoveToWindow()"
        case .didAddSubview: "didAddSubview(_:)"
        case .removeFromSuperview: "removeFromSuperview()"
        case .shouldAutorotateToInterfaceOrientation: "shouldAutorotate(to:)"
        case .shouldAutorotate: "shouldAutorotate"
        case .supportedInterfaceOrientations: "supportedInterfaceOrientations"
        case .loadViewIfNeeded: "loadViewIfNeeded()"
        case .willRemoveSubview: "willRemoveSubview(_:)"
        case .layoutSubviews: "layoutSubviews()"
        case .updateConstraints: "updateConstraints()"
        case .traitCollectionDidChange: "traitCollectionDidChange(_:)"
        case .viewSafeAreaInsetsDidChange: "viewSafeAreaInsetsDidChange()"
        case .viewLayoutMarginsDidChange: "viewLayoutMarginsDidChange()"
        case .presentationControllerShouldDismiss: "presentationControllerShouldDismiss(_:)"
        case .presentationControllerWillDismiss: "presentationControllerWillDismiss(_:)"
        case .presentationControllerDidDismiss: "presentationControllerDidDismiss(_:)"
        case .presentationControllerDidAttemptToDismiss: "presentationControllerDidAttemptToDismiss(_:)"
        case .navigationWillShow: "navigationController(_:willShow:animated:)"
        case .navigationDidShow: "navigationController(_:didShow:animated:)"
        case .tabBarShouldSelect: "tabBarController(_:shouldSelect:)"
        case .tabBarDidSelect: "tabBarController(_:didSelect:)"
        case .sceneWillConnectNotification: "UIScene.willConnectNotification"
        case .sceneWillEnterForegroundNotification: "UIScene.willEnterForegroundNotification"
        case .sceneDidActivateNotification: "UIScene.didActivateNotification"
        case .sceneWillDeactivateNotification: "UIScene.willDeactivateNotification"
        case .sceneDidEnterBackgroundNotification: "UIScene.didEnterBackgroundNotification"
        case .sceneDidDisconnectNotification: "UIScene.didDisconnectNotification"
        case .draw: "draw(_:)"
        case .didFinishLaunchingNotification: "didFinishLaunchingNotification"
        case .didBecomeActiveNotification: "didBecomeActiveNotification"
        case .willResignActiveNotification: "willResignActiveNotification"
        case .didEnterBackgroundNotification: "didEnterBackgroundNotification"
        case .willEnterForegroundNotification: "willEnterForegroundNotification"
        case .willTerminateNotification: "willTerminateNotification"
        case .didReceiveMemoryWarningNotification: "didReceiveMemoryWarningNotification"
        case .hitTest: "hitTest(_:with:)"
        case .pointInside: "point(inside:with:)"
        case .sendEvent: "sendEvent(_:)"
        case .touchesBegan: "touchesBegan(_:with:)"
        case .touchesEnded: "touchesEnded(_:with:)"
        case .applicationOpenURLSourceApplication: "application(_:open:sourceApplication:annotation:)"
        case .applicationOpenURL: "application(_:open:options:)"
        case .willContinueUserActivity: "application(_:willContinueUserActivityWithType:)"
        case .continueUserActivity: "application(_:continue:restorationHandler:)"
        case .sceneOpenURLContexts: "scene(_:openURLContexts:)"
        case .sceneContinueUserActivity: "scene(_:continue:)"
        case .traitChangeHandler: "registerForTraitChanges handler"
        case .touchesCancelled: "touchesCancelled(_:with:)"
        case .gestureAction: "handleTap(_:)"
        case .notificationResponse: "userNotificationCenter(_:didReceive:withCompletionHandler:)"
        case .didReceiveRemoteNotification: "application(_:didReceiveRemoteNotification:)"
        case .didReceiveRemoteNotificationWithCompletionHandler: "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)"
        case .didReceiveLocalNotification: "application(_:didReceive:)"
        case .notificationWillPresent: "userNotificationCenter(_:willPresent:withCompletionHandler:)"
        }
    }

    /// The Objective-C selector (`dealloc` for Swift's `deinit`, `main` for the C entry point).
    public var objcSelector: String {
        switch self {
        case .main: "main"
        case .applicationMain: "UIApplicationMain"
        case .willFinishLaunching: "application:willFinishLaunchingWithOptions:"
        case .didFinishLaunching: "application:didFinishLaunchingWithOptions:"
        case .applicationDidBecomeActive: "applicationDidBecomeActive:"
        case .applicationWillResignActive: "applicationWillResignActive:"
        case .applicationDidEnterBackground: "applicationDidEnterBackground:"
        case .applicationWillEnterForeground: "applicationWillEnterForeground:"
        case .applicationWillTerminate: "applicationWillTerminate:"
        case .applicationDidReceiveMemoryWarning: "applicationDidReceiveMemoryWarning:"
        case .configurationForConnecting: "application:configurationForConnectingSceneSession:options:"
        case .didDiscardSceneSessions: "application:didDiscardSceneSessions:"
        case .sceneWillConnect: "scene:willConnectToSession:options:"
        case .sceneWillEnterForeground: "sceneWillEnterForeground:"
        case .sceneDidBecomeActive: "sceneDidBecomeActive:"
        case .sceneWillResignActive: "sceneWillResignActive:"
        case .sceneDidEnterBackground: "sceneDidEnterBackground:"
        case .sceneDidDisconnect: "sceneDidDisconnect:"
        case .makeKeyAndVisible: "makeKeyAndVisible"
        case .controllerInitWithCoder, .viewInitWithCoder: "initWithCoder:"
        case .controllerInitWithNibName: "initWithNibName:bundle:"
        case .controllerAwakeFromNib, .viewAwakeFromNib: "awakeFromNib"
        case .loadView: "loadView"
        case .viewDidLoad: "viewDidLoad"
        case .viewWillAppear: "viewWillAppear:"
        case .viewIsAppearing: "viewIsAppearing:"
        case .viewDidAppear: "viewDidAppear:"
        case .viewWillDisappear: "viewWillDisappear:"
        case .viewDidDisappear: "viewDidDisappear:"
        case .updateViewConstraints: "updateViewConstraints"
        case .viewWillLayoutSubviews: "viewWillLayoutSubviews"
        case .viewDidLayoutSubviews: "viewDidLayoutSubviews"
        case .didReceiveMemoryWarning: "didReceiveMemoryWarning"
        case .viewWillUnload: "viewWillUnload"
        case .viewDidUnload: "viewDidUnload"
        case .controllerDeinit, .viewDeinit: "dealloc"
        case .willMoveToParent: "willMoveToParentViewController:"
        case .didMoveToParent: "didMoveToParentViewController:"
        case .prepareForSegue: "prepareForSegue:sender:"
        case .prefersStatusBarHidden: "prefersStatusBarHidden"
        case .preferredStatusBarUpdateAnimation: "preferredStatusBarUpdateAnimation"
        case .extendedLayoutIncludesOpaqueBars: "extendedLayoutIncludesOpaqueBars"
        case .edgesForExtendedLayout: "edgesForExtendedLayout"
        case .viewWillTransitionToSize: "viewWillTransitionToSize:withTransitionCoordinator:"
        case .willTransitionToTraitCollection: "willTransitionToTraitCollection:withTransitionCoordinator:"
        case .willRotate: "willRotateToInterfaceOrientation:duration:"
        case .willAnimateRotation: "willAnimateRotationToInterfaceOrientation:duration:"
        case .didRotate: "didRotateFromInterfaceOrientation:"
        case .viewInitWithFrame: "initWithFrame:"
        case .willMoveToSuperview: "willMoveToSuperview:"
        case .didMoveToSuperview: "didMoveToSuperview"
        case .willMoveToWindow: "willMoveToWindow:"
        case .didMoveToWindow: "didMoveToWindow"
        case .didAddSubview: "didAddSubview:"
        case .removeFromSuperview: "removeFromSuperview"
        case .shouldAutorotateToInterfaceOrientation: "shouldAutorotateToInterfaceOrientation:"
        case .shouldAutorotate: "shouldAutorotate"
        case .supportedInterfaceOrientations: "supportedInterfaceOrientations"
        case .loadViewIfNeeded: "loadViewIfNeeded"
        case .willRemoveSubview: "willRemoveSubview:"
        case .layoutSubviews: "layoutSubviews"
        case .updateConstraints: "updateConstraints"
        case .traitCollectionDidChange: "traitCollectionDidChange:"
        case .viewSafeAreaInsetsDidChange: "viewSafeAreaInsetsDidChange"
        case .viewLayoutMarginsDidChange: "viewLayoutMarginsDidChange"
        case .presentationControllerShouldDismiss: "presentationControllerShouldDismiss:"
        case .presentationControllerWillDismiss: "presentationControllerWillDismiss:"
        case .presentationControllerDidDismiss: "presentationControllerDidDismiss:"
        case .presentationControllerDidAttemptToDismiss: "presentationControllerDidAttemptToDismiss:"
        case .navigationWillShow: "navigationController:willShowViewController:animated:"
        case .navigationDidShow: "navigationController:didShowViewController:animated:"
        case .tabBarShouldSelect: "tabBarController:shouldSelectViewController:"
        case .tabBarDidSelect: "tabBarController:didSelectViewController:"
        case .sceneWillConnectNotification: "UISceneWillConnectNotification"
        case .sceneWillEnterForegroundNotification: "UISceneWillEnterForegroundNotification"
        case .sceneDidActivateNotification: "UISceneDidActivateNotification"
        case .sceneWillDeactivateNotification: "UISceneWillDeactivateNotification"
        case .sceneDidEnterBackgroundNotification: "UISceneDidEnterBackgroundNotification"
        case .sceneDidDisconnectNotification: "UISceneDidDisconnectNotification"
        case .draw: "drawRect:"
        case .didFinishLaunchingNotification: "UIApplicationDidFinishLaunchingNotification"
        case .didBecomeActiveNotification: "UIApplicationDidBecomeActiveNotification"
        case .willResignActiveNotification: "UIApplicationWillResignActiveNotification"
        case .didEnterBackgroundNotification: "UIApplicationDidEnterBackgroundNotification"
        case .willEnterForegroundNotification: "UIApplicationWillEnterForegroundNotification"
        case .willTerminateNotification: "UIApplicationWillTerminateNotification"
        case .didReceiveMemoryWarningNotification: "UIApplicationDidReceiveMemoryWarningNotification"
        case .hitTest: "hitTest:withEvent:"
        case .pointInside: "pointInside:withEvent:"
        case .sendEvent: "sendEvent:"
        case .touchesBegan: "touchesBegan:withEvent:"
        case .touchesEnded: "touchesEnded:withEvent:"
        case .applicationOpenURLSourceApplication: "application:openURL:sourceApplication:annotation:"
        case .applicationOpenURL: "application:openURL:options:"
        case .willContinueUserActivity: "application:willContinueUserActivityWithType:"
        case .continueUserActivity: "application:continueUserActivity:restorationHandler:"
        case .sceneOpenURLContexts: "scene:openURLContexts:"
        case .sceneContinueUserActivity: "scene:continueUserActivity:"
        case .traitChangeHandler: "registerForTraitChanges:withHandler: handler"
        case .touchesCancelled: "touchesCancelled:withEvent:"
        case .gestureAction: "handleTap:"
        case .notificationResponse: "userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:"
        case .didReceiveRemoteNotification: "application:didReceiveRemoteNotification:"
        case .didReceiveRemoteNotificationWithCompletionHandler: "application:didReceiveRemoteNotification:fetchCompletionHandler:"
        case .didReceiveLocalNotification: "application:didReceiveLocalNotification:"
        case .notificationWillPresent: "userNotificationCenter:willPresentNotification:withCompletionHandler:"
        }
    }

    /// The call as Swift writes it, with nil for its one argument when it passes nil:
    /// `willMove(toParent: nil)`.
    public func swiftName(passingNil: Bool) -> String {
        passingNil ? swiftName.dropLast() + " nil)" : swiftName
    }

    /// The call as Objective-C writes it, `willMoveToParentViewController:nil` when it passes nil.
    public func objcSelector(passingNil: Bool) -> String {
        passingNil ? objcSelector + "nil" : objcSelector
    }

    /// The knowledge base's id for the method: `<declaring class>.<Swift name>`, or the Swift name
    /// alone when it already names its class (`UIScene.didActivateNotification`).
    public var methodID: String { Self.methodIDs[Int(rawValue)] }

    /// Built once: questions and explanations look method ids up for every callback they show.
    /// A registered handler is documented under the method that registers it, a gesture's action
    /// under the initializer that names it.
    private static let methodIDs = allCases.map { callback in
        switch callback {
        case .traitChangeHandler: "UIViewController.registerForTraitChanges(_:handler:)"
        case .gestureAction: "UIGestureRecognizer.init(target:action:)"
        default:
            callback.swiftName.hasPrefix("\(callback.declaringClass).") ? callback.swiftName : "\(callback.declaringClass).\(callback.swiftName)"
        }
    }

    /// Called once for each load of the view, so again when a released view loads anew (seed
    /// 002's memory-warning experiment), where other callbacks UIKit calls once come once per object.
    public var repeatsWhenTheViewReloads: Bool { self == .loadView || self == .viewDidLoad }

    /// The knowledge base's ids of those callbacks.
    public static let methodIDsRepeatedWhenTheViewReloads = Set(allCases.filter(\.repeatsWhenTheViewReloads).map(\.methodID))

    /// Run by the Swift runtime when the last strong reference goes, never by UIKit.
    public var isRunByTheRuntime: Bool { self == .controllerDeinit || self == .viewDeinit }

    /// The knowledge base's ids of those callbacks.
    public static let methodIDsRunByTheRuntime = Set(allCases.filter(\.isRunByTheRuntime).map(\.methodID))

    public var category: CallbackCategory {
        switch self {
        case .main, .applicationMain, .willFinishLaunching, .didFinishLaunching, .applicationDidBecomeActive,
             .applicationWillResignActive, .applicationDidEnterBackground, .applicationWillEnterForeground,
             .applicationWillTerminate, .configurationForConnecting, .didDiscardSceneSessions, .sceneWillConnect,
             .sceneWillEnterForeground, .sceneDidBecomeActive, .sceneWillResignActive, .sceneDidEnterBackground,
             .sceneDidDisconnect, .makeKeyAndVisible, .applicationOpenURLSourceApplication, .applicationOpenURL,
             .willContinueUserActivity, .continueUserActivity, .sceneOpenURLContexts, .sceneContinueUserActivity,
             .notificationResponse, .didReceiveRemoteNotification, .didReceiveRemoteNotificationWithCompletionHandler,
             .notificationWillPresent, .didReceiveLocalNotification:
            .app
        case .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear: .appearance
        case .updateViewConstraints, .viewWillLayoutSubviews, .viewDidLayoutSubviews, .layoutSubviews,
             .updateConstraints:
            .layout
        case .controllerInitWithCoder, .controllerInitWithNibName, .controllerAwakeFromNib, .loadView,
             .viewDidLoad, .controllerDeinit, .loadViewIfNeeded:
            .loading
        case .applicationDidReceiveMemoryWarning, .didReceiveMemoryWarning, .viewWillUnload, .viewDidUnload:
            .memory
        case .willMoveToParent, .didMoveToParent, .prepareForSegue: .containment
        case .prefersStatusBarHidden, .preferredStatusBarUpdateAnimation, .extendedLayoutIncludesOpaqueBars,
             .edgesForExtendedLayout, .shouldAutorotateToInterfaceOrientation, .shouldAutorotate,
             .supportedInterfaceOrientations:
            .queries
        case .viewWillTransitionToSize, .willTransitionToTraitCollection, .willRotate, .willAnimateRotation,
             .didRotate:
            .rotation
        case .viewInitWithFrame, .viewInitWithCoder, .viewAwakeFromNib, .willMoveToSuperview, .didMoveToSuperview,
             .willMoveToWindow, .didMoveToWindow, .viewDeinit, .draw, .didAddSubview, .removeFromSuperview,
             .willRemoveSubview:
            .view
        case .traitCollectionDidChange, .viewSafeAreaInsetsDidChange, .viewLayoutMarginsDidChange, .traitChangeHandler:
            .environment
        case .presentationControllerShouldDismiss, .presentationControllerWillDismiss,
             .presentationControllerDidDismiss, .presentationControllerDidAttemptToDismiss,
             .navigationWillShow, .navigationDidShow, .tabBarShouldSelect, .tabBarDidSelect:
            .delegate
        case .didFinishLaunchingNotification, .didBecomeActiveNotification, .willResignActiveNotification,
             .didEnterBackgroundNotification, .willEnterForegroundNotification, .willTerminateNotification,
             .didReceiveMemoryWarningNotification, .sceneWillConnectNotification, .sceneWillEnterForegroundNotification,
             .sceneDidActivateNotification, .sceneWillDeactivateNotification, .sceneDidEnterBackgroundNotification,
             .sceneDidDisconnectNotification:
            .notification
        case .hitTest, .pointInside, .sendEvent, .touchesBegan, .touchesEnded, .touchesCancelled, .gestureAction: .touches
        }
    }
}

/// Families of callbacks, for filtering output (`--only`).
public enum CallbackCategory: String, CaseIterable, Sendable {
    case app, loading, appearance, layout, containment, queries, rotation, memory, view
    /// Traits, safe area and margins: what the view's surroundings tell it.
    case environment
    /// Delegates the app installs to hear of a transition (a sheet's presentation controller).
    case delegate
    /// Notifications an observer the app registered receives.
    case notification
    /// A tap: hit-testing and the responder chain.
    case touches
}
