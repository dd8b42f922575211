import EditDistance
/// Runs a scenario against the model of UIKit. One instance per run; not shared across threads.
/// Its state is never accessed from two places at once, so the hot properties skip Swift's
/// dynamic exclusivity checks, which otherwise cost a third of the run time.
///
/// Each step runs to quiescence: the action's immediate callbacks, then the run-loop commits
/// (constraint and layout passes) and animation completions it causes, in UIKit's order.
final class Simulation {
    enum AppState { case notRunning, inactive, active, background, terminated }

    /// Thrown inside a step when the modelled app would crash; ends the run.
    struct Crash: Error {
        let reason: String
        /// The interface text that says it in the reader's language (`trace-note.<key>`).
        let key: String
        let values: [String: String]
    }

    let version: IOSVersion
    let rules: VersionRules

    @exclusivity(unchecked) var objects: [TraceObject] = []
    @exclusivity(unchecked) var events = TraceEvents()
    var notes: [TraceNote] = []
    var forwardingEnds: [Int: Int] = [:]

    @exclusivity(unchecked) var appState = AppState.notRunning
    var usesScenes = false
    @exclusivity(unchecked) var orientation = Orientation.portrait
    /// The window's root supports only landscape while the iPhone is held upright: the launch
    /// turns the interface, and a turn of the device moves nothing.
    var rootSupportsOnlyLandscape = false
    /// While the first frame of such a launch is laid out: its trait change is the turn's.
    var turningAtLaunch = false
    var notificationHandling = ScenarioAction.NotificationHandling.center
    /// The app delegate implements the fetch handler, which UIKit then calls in place of the older
    /// method: the app has no notification center delegate, or the scenario sends it a silent push.
    let appHasFetchHandler: Bool
    var isDark = false
    /// The orientation and style when the app went to the background: what changed while it was
    /// there reaches its controllers as it returns.
    var leftFor: (orientation: Orientation, isDark: Bool)?
    @exclusivity(unchecked) var windowRoot: Int? {
        didSet { topLevelControllers = windowRoot.map { [$0] } ?? [] }
    }
    /// The root of a second window scene (`openScene B`), while it is connected.
    var secondSceneRoot: Int?
    /// That scene's object in the trace, which `closeScene` tells of its closing.
    var secondScene: Int32?
    /// The window's root and the controllers presented on top of each other, in order; kept up
    /// to date by launch, present and dismiss because layout asks for it constantly.
    @exclusivity(unchecked) private(set) var topLevelControllers: [Int] = []
    @exclusivity(unchecked) var controllers: [ControllerRecord] = []
    @exclusivity(unchecked) var views: [ViewRecord] = []
    @exclusivity(unchecked) var liveNames: [String: LiveObject] = [:]
    /// Live controllers in creation order (memory warnings reach them in this order).
    @exclusivity(unchecked) var liveControllers: [Int] = []

    @exclusivity(unchecked) var step: Int32 = 0
    var currentStep: Scenario.Step?
    private var blockCounter: Int32 = 0
    private var appObject: Int32?
    private var sceneObject: Int32?
    private var windowObject: Int32?
    private var containerNamer: ContainerNamer
    /// Code the script puts in a controller's viewDidLoad, by controller name, run when its view loads.
    var viewDidLoadCode: [String: [(action: ScenarioAction, step: Scenario.Step)]] = [:]
    /// Code the script puts in a controller's viewDidAppear, by controller name, with the step
    /// that wrote it; it runs once, after the step in which the controller next appears.
    var viewDidAppearCode: [String: [(action: ScenarioAction, step: Scenario.Step)]] = [:]
    /// Code the script puts in a controller's viewWillAppear (only a dismiss), by controller
    /// name, with the step that wrote it; it runs once, inside the controller's next viewWillAppear.
    var viewWillAppearCode: [String: [(action: ScenarioAction, step: Scenario.Step)]] = [:]
    /// Above 0 while a presentation or a dismissal runs: UIKit starts no other one meanwhile.
    var presentationTransitions = 0
    /// Such code whose controller appeared during the current step.
    /// With the index of the viewDidAppear event whose code it is.
    var codeAfterStep: [(action: ScenarioAction, step: Scenario.Step, host: Int)] = []
    /// Appearance-callback code that has run, by "name callback" (`A viewDidAppear`), with the
    /// step that wrote it: the callback's next call says the code does not run again.
    var appearanceCodeThatRan: [String: Scenario.Step] = [:]
    /// Where that code, and the launch's, ran: the trace's `codeRuns`.
    var codeRuns: [CodeRun] = []
    /// Code the script puts in the launch (`push B in willConnectTo`), run after makeKeyAndVisible.
    var launchCode: [(action: ScenarioAction, place: ScenarioAction.LaunchCode, step: Scenario.Step)] = []
    /// Controllers pushed by launch code that UIKit pushes only once the first layout has shown
    /// the root (up to iOS 17).
    var pushesAfterFirstLayout: [Int] = []
    /// While the launch code (didFinishLaunching or willConnectTo) makes the root in code.
    var creatingInLaunchCode = false
    /// Above 0 while such code runs: its changes are committed with the step that loaded the view.
    var nestingDepth = 0
    /// Controllers observing the app's or the scene's notifications (`observe A`, `observe A
    /// of=scene`), with when they registered.
    var observers: [(controller: Int, registration: Int, source: ScenarioAction.NotificationSource)] = []
    /// Handlers controllers registered with registerForTraitChanges (`registerTraits A style`), in
    /// the order they registered.
    var traitRegistrations: [(controller: Int, traits: ScenarioAction.RegisteredTraits)] = []
    /// Each navigation or tab bar controller's delegate (`delegate A for Nav`), by the container.
    var containerDelegates: [Int: Int] = [:]
    /// A notification arrived in the foreground and the system shows its banner, which `open
    /// notification` taps; it goes when the app stops being active.
    var bannerShowing = false
    /// NotificationCenter's registrations so far: controllers register for memory warnings at creation.
    var registrations = 0
    /// Controllers whose appearance ends when the current commit finishes (non-animated reveals
    /// performed during layout).
    @exclusivity(unchecked) var appearanceEndsAfterCommit: [Int] = []

    enum LiveObject: Equatable {
        case controller(Int)
        case view(Int)
    }

    init(version: IOSVersion, scenario: Scenario) {
        self.version = version
        self.rules = VersionRules(version)
        self.containerNamer = ContainerNamer(scenario: scenario)
        appHasFetchHandler = scenario.steps.contains { step in
            switch step.action {
            case .receiveNotification(.silent): true
            case .launch(_, let launch): launch.notifications == .appDelegate
            default: false
            }
        }
    }

    // MARK: Emitting

    func emit(_ object: Int32, _ callback: Callback, _ rule: Rule, passingNil: Bool = false, block: Int32 = 0) {
        events.append(TraceEvent(object: object, callback: callback, rule: rule, passesNil: passingNil, step: step, unorderedBlock: block))
    }

    func emit(controller: Int, _ callback: Callback, _ rule: Rule, passingNil: Bool = false, block: Int32 = 0) {
        emit(controllers[controller].object, callback, rule, passingNil: passingNil, block: block)
    }

    func emit(view: Int, _ callback: Callback, _ rule: Rule, passingNil: Bool = false, block: Int32 = 0) {
        emit(views[view].object, callback, rule, passingNil: passingNil, block: block)
    }

    /// A note in English, with the key of the interface text that says it in other languages
    /// (nil for a UIKit console message, quoted as is); `leavesOut`: the calls it says UIKit does
    /// not make here.
    func note(_ text: String, key: String? = nil, _ values: [String: String] = [:], reportsCrash: Bool = false,
              leavesOut: [Callback] = []) {
        notes.append(TraceNote(afterEvent: events.count, step: step, text: text, key: key, values: values, reportsCrash: reportsCrash,
                               leavesOut: leavesOut))
    }

    func newBlock() -> Int32 {
        blockCounter += 1
        return blockCounter
    }

    // MARK: Fixed objects

    var app: Int32 { fixedObject(&appObject, TraceNames.app, .app) }
    var scene: Int32 { fixedObject(&sceneObject, TraceNames.scene, .scene) }
    var window: Int32 { fixedObject(&windowObject, TraceNames.window, .window) }

    /// The app, scene and window appear in the trace the first time a callback reaches them.
    private func fixedObject(_ slot: inout Int32?, _ name: String, _ kind: TraceObject.Kind) -> Int32 {
        if let slot { return slot }
        let object = addObject(name, kind)
        slot = object
        return object
    }

    func addObject(_ name: String, _ kind: TraceObject.Kind) -> Int32 {
        objects.append(TraceObject(name: name, kind: kind))
        return Int32(objects.count - 1)
    }

    func containerName(for kind: TraceObject.Kind) -> String {
        containerNamer.next(for: kind)
    }

    // MARK: Refusals

    func refuse(_ reason: String, _ details: [String: String] = [:]) -> SimulationError {
        let step = currentStep!
        return SimulationError(location: step.location, stepNumber: Int(self.step), step: step.text, reason: reason, details: details)
    }

    // MARK: Lookup

    func liveController(named name: String) throws(SimulationError) -> Int {
        switch liveNames[name] {
        case .controller(let index): return index
        case .view: throw refuse("is-a-view", ["name": name])
        case nil: throw refuse("no-controller", unknownName(name))
        }
    }

    /// The live objects' names, to suggest when a step names none of them.
    var liveNamesList: String { liveNames.keys.sorted().joined(separator: ", ") }

    /// A refusal's particulars for a name no live object has: the live names, and the one a typo
    /// most likely meant (`Tab` for `Tabs`). A name of a letter or two is one edit from every
    /// other: nothing is suggested for it.
    func unknownName(_ name: String) -> [String: String] {
        var details = ["name": name, "live": liveNamesList]
        if name.count >= 3, let nearest = EditDistance.nearest(to: name, among: liveNames.keys.sorted()) { details["suggestion"] = nearest }
        return details
    }

    /// Records a presentation on top of the frontmost controller.
    func pushPresentation(_ presented: Int) { topLevelControllers.append(presented) }

    /// Forgets the frontmost presentation (dismissed).
    func popPresentation() { topLevelControllers.removeLast() }

    /// The controller the user sees in front: the last one presented, or the root.
    var frontmost: Int? { topLevelControllers.last }

    /// The innermost controller shown by `index`, following containers down to content.
    func visibleContent(of index: Int) -> Int {
        var current = index
        while controllers[current].isContainer, let shown = shownChild(of: current) {
            current = shown
        }
        return current
    }

    /// The child a container shows: the navigation stack's top, the selected tab or page.
    func shownChild(of index: Int) -> Int? {
        switch controllers[index].kind {
        case .navigationController: return controllers[index].children.last
        case .tabBarController, .pageViewController:
            let selected = controllers[index].selected
            return controllers[index].children.indices.contains(selected) ? controllers[index].children[selected] : nil
        default: return nil
        }
    }

    /// The first controller of `kind` on the path from the frontmost controller down to its content.
    func frontmostContainer(_ kind: TraceObject.Kind) -> Int? {
        guard var current = frontmost else { return nil }
        while true {
            if controllers[current].kind == kind { return current }
            guard controllers[current].isContainer, let shown = shownChild(of: current) else { return nil }
            current = shown
        }
    }

    /// Views from a storyboard or nib use Auto Layout (from iOS 6); UIKit's own container views do not count.
    func isConstraintBased(_ index: Int) -> Bool {
        rules[.autoLayout] && controllers[index].usesConstraints && !controllers[index].isContainer
    }

    func isConstraintBased(view index: Int) -> Bool {
        rules[.autoLayout] && (views[index].spec.fromNib || views[index].spec.constraintsInCode)
    }

    func name(of index: Int) -> String { objects[Int(controllers[index].object)].name }
}
