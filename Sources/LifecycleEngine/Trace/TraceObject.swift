/// An object that receives callbacks in a trace: the app, its scene and window, a controller or a view.
public struct TraceObject: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case app, scene, window
        case viewController, navigationController, tabBarController, pageViewController
        case view
    }

    /// The name the scenario gave it (`A`), or `App`, `Scene`, `Window`, `Nav`, `Tabs2`...
    public let name: String
    public let kind: Kind

    /// The UIKit class the object is an instance of (or a subclass of).
    public var className: String {
        switch kind {
        case .app: "UIApplicationDelegate"
        case .scene: "UISceneDelegate"
        case .window: "UIWindow"
        case .viewController: "UIViewController"
        case .navigationController: "UINavigationController"
        case .tabBarController: "UITabBarController"
        case .pageViewController: "UIPageViewController"
        case .view: "UIView"
        }
    }

    public var isController: Bool {
        switch kind {
        case .viewController, .navigationController, .tabBarController, .pageViewController: true
        case .app, .scene, .window, .view: false
        }
    }
}
