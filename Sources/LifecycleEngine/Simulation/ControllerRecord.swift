/// What the simulation knows about one view controller instance.
struct ControllerRecord {
    enum PresentationKind { case fullScreen, sheet, overFullScreen }

    let object: Int32
    let kind: TraceObject.Kind
    var spec: ControllerSpec
    /// Made from a storyboard or nib, or with constraints added in code: its view uses Auto
    /// Layout (from iOS 6), which engages only where constraints exist.
    let usesConstraints: Bool
    var isAlive = true
    /// Kept by the app (`kept`) after leaving every container: a later step shows it again.
    var setAside = false

    /// The view exists (a loadView that assigns nothing leaves it nil even after loading).
    var hasView = false
    var appearance = AppearanceState.disappeared
    /// viewIsAppearing has been sent during the current appearance.
    var isAppearingSent = false
    var inWindow = false
    var needsLayout = false
    var constraintsDirty = false
    /// Why its next constraint and layout pass comes, when a transition moving its view caused it.
    var relayoutRule: Rule?
    /// The orientation its view was last laid out for; nil before the first layout.
    var laidOutOrientation: Orientation?
    /// The orientation whose traits it last heard of (traitCollectionDidChange); nil before the first.
    var traitOrientation: Orientation?
    /// Whether the style it last heard of is dark (from iOS 13, predicted at creation).
    var traitStyleDark = false
    /// The orientation its view's safe area was last reported for; nil before the first report.
    var safeAreaOrientation: Orientation?

    var parent: Int?
    /// Navigation: the stack, bottom first. Tabs and pages: every child. Content: added children.
    var children: [Int] = []
    /// Children whose views are inside this controller's view now; appearance is forwarded to them.
    var displayed: [Int] = []
    /// Tabs and pages: index into `children` of the child shown.
    var selected = 0
    /// Navigation: the top child still has to be shown, which happens during the first layout.
    var pendingInitialDisplay = false
    /// Pages: the first page is still to be set, which happens as the container's view loads.
    var pendingFirstPage = false
    /// didMove(toParent:) is owed once the transition that shows this child completes.
    var owesDidMoveToParent = false
    var presenter: Int?
    var presentation = PresentationKind.fullScreen
    /// The delegate the app gave the presentation controller that shows this one
    /// (`delegate A for sheet B`); none unless it did, and none for a new presentation.
    var presentationDelegate: Int?
    var pageTransition = ScenarioAction.PageTransition.scroll
    /// Named views directly inside this controller's root view.
    var subviews: [Int] = []
    /// Controllers whose views were added inside this one's view without addChild: laid out with
    /// it, but not its children, so no appearance or rotation callback reaches them.
    var hosted: [Int] = []
    /// The controller whose view holds this one's view, added without addChild.
    var host: Int?
    /// When it registered for the memory-warning notification (at creation), among all observers.
    var registration = 0

    var isContainer: Bool { kind != .viewController }

    init(object: Int32, kind: TraceObject.Kind, spec: ControllerSpec) {
        self.object = object
        self.kind = kind
        self.spec = spec
        usesConstraints = spec.creation != .code || spec.constraintsInCode
    }
}

enum Orientation { case portrait, landscape }
