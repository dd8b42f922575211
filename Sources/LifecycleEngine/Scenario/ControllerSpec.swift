/// A view controller as a scenario declares it: `B`, `B(storyboard)`, `B(nib, loadView=empty)`.
public struct ControllerSpec: Hashable, Sendable {
    public enum Creation: Hashable, Sendable {
        /// `init(nibName:bundle:)` with nil arguments and no nib: a plain view.
        case code
        /// Instantiated from a storyboard: `init(coder:)` then `awakeFromNib()`.
        case storyboard
        /// `init(nibName:bundle:)`; its view comes from a nib, named explicitly or found by UIKit's lookup.
        case nib(name: String?)
    }

    public enum LoadView: Hashable, Sendable {
        /// Not overridden: UIKit's loadView loads the nib or makes a plain view.
        case inherited
        /// Overridden, builds the view in code and assigns it.
        case custom
        /// Overridden but never assigns a view: `view` stays nil and every access retries.
        case empty
    }

    public var name: String
    public var creation: Creation = .code
    /// The script said how it is created (rather than taking the default, code).
    public var creationIsExplicit = false
    public var loadView: LoadView = .inherited
    /// Its viewDidLoad reads `view` (as seed 000's LoopViewController does).
    public var viewDidLoadTouchesView = false
    /// Its didReceiveMemoryWarning sets `view = nil` when off screen (seed 002's experiment).
    public var releasesViewOnMemoryWarning = false
    /// Caught in a retain cycle (a closure capturing self, a timer, a strong delegate): never deallocated.
    public var retainCycle = false
    /// The app keeps it in a property: leaving the screen does not release it, and the next step
    /// naming it shows the same instance, its view already loaded.
    public var kept = false
    /// Sets isModalInPresentation: a sheet showing it cannot be swiped away (iOS 13).
    public var modalInPresentation = false
    /// Its view is laid out with constraints added in code (iOS 6+), as a storyboard's are.
    public var constraintsInCode = false
    /// Its touch methods do not call super (`B(handles)`): a touch that reaches it stops there.
    public var handlesTouches = false
    /// Its view carries a UITapGestureRecognizer whose target is the controller (`B(tapGesture)`).
    public var tapGesture = false
    /// Overrides the rotation methods deprecated in iOS 8 (willRotate, willAnimateRotation,
    /// didRotate) and not viewWillTransition(to:with:) (`B(deprecatedRotation)`): from iOS 8
    /// UIKit's own viewWillTransition(to:with:) still sends them on a turn.
    public var deprecatedRotation = false
    /// Children its storyboard scene embeds through container views (embed segues).
    public var embedded: [String] = []
    /// Custom views its storyboard scene or nib holds (`B(storyboard, subview=V)`): unarchived as
    /// its view loads.
    public var sceneViews: [String] = []

    public init(name: String) { self.name = name }
}

/// A controller with its containers: `nav(A)`, `nav(A, B)` (a stack, bottom first),
/// `tabs(nav(A), B)`, `pages(A, B)`.
public indirect enum ControllerTree: Hashable, Sendable {
    case controller(ControllerSpec)
    /// The stack, bottom first: the last is on top.
    case navigation([ControllerTree])
    case tabs([ControllerTree])
    case pages([ControllerTree])

    /// Every controller spec inside, depth first.
    public var specs: [ControllerSpec] {
        switch self {
        case .controller(let spec): [spec]
        case .navigation(let children), .tabs(let children), .pages(let children): children.flatMap(\.specs)
        }
    }
}

/// A view as a scenario declares it: `V`, `V(code)`, `V(storyboard)`.
public struct ViewSpec: Hashable, Sendable {
    public var name: String
    /// Loaded from a nib or storyboard: `init(coder:)` then `awakeFromNib()`; else `init(frame:)`.
    public var fromNib = false
    /// Overrides draw(_:), which UIKit calls only for views that do.
    public var draws = false
    /// Why hit-testing skips it, if it does: `V(hidden)`, `V(disabled)`, `V(transparent)`.
    public var skipped: HitTestSkip?
    /// Lies outside its superview's bounds, where hit-testing never finds it.
    public var outsideSuperview = false
    /// Laid out with constraints added in code (`translatesAutoresizingMaskIntoConstraints = false`).
    public var constraintsInCode = false
    /// The touch methods it overrides do not call super (`V(handles)`): a touch stops at it.
    public var handlesTouches = false
    /// Carries a UITapGestureRecognizer whose target is its controller (`V(tapGesture)`).
    public var tapGesture = false

    public init(name: String) { self.name = name }
}

/// What makes UIView.hitTest(_:with:) answer nil without asking point(inside:with:), as Apple's
/// documentation of hitTest lists it.
public enum HitTestSkip: String, Hashable, Sendable {
    case hidden
    /// isUserInteractionEnabled is false.
    case disabled
    /// alpha below 0.01.
    case transparent
}
