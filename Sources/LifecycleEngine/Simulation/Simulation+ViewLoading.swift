extension Simulation {
    /// How many loadView/viewDidLoad rounds an endless recursion shows before the stack overflows.
    static let recursionRoundsShown = 6

    /// Reads `controller.view`, loading it when nil. Returns whether a view exists afterwards.
    /// `readBy`: the rule of what reads it when that, not lazy loading alone, places the load
    /// (a navigation controller showing its top controller in its first layout).
    @discardableResult
    func accessView(_ controller: Int, readBy: Rule? = nil) throws -> Bool {
        if controllers[controller].hasView { return true }
        return try loadView(controller, round: 1, readBy: readBy)
    }

    private func loadView(_ controller: Int, round: Int, readBy: Rule? = nil) throws -> Bool {
        let spec = controllers[controller].spec
        let usesNib = spec.loadView == .inherited && spec.creation != .code
        emit(controller: controller, .loadView, round > 1 || spec.loadView == .empty ? .emptyLoadViewRetries
                                                : readBy ?? (usesNib ? .nibViewLoading : .lazyViewLoading))
        switch spec.loadView {
        case .inherited, .custom:
            controllers[controller].hasView = true
            try unarchiveSceneViews(of: controller)
            try performEmbedSegues(of: controller)
            emit(controller: controller, .viewDidLoad, readBy ?? .lazyViewLoading)
            if controllers[controller].pendingFirstPage { try showFirstPage(of: controller) }
            try runViewDidLoadCode(of: controller)
            return true
        case .empty:
            guard rules[.viewDidLoadWithoutView] else { return false }
            emit(controller: controller, .viewDidLoad, .viewDidLoadAfterEmptyLoadView)
            guard spec.viewDidLoadTouchesView else { return false }
            if round == Self.recursionRoundsShown {
                emit(controller: controller, .loadView, .emptyLoadViewRetries)
                throw Crash(reason: "\(name(of: controller)).loadView() never assigns a view and its viewDidLoad() reads view, which calls loadView() again: the recursion never ends and the stack overflows",
                            key: "crash-load-view-recursion", values: ["name": name(of: controller)])
            }
            return try loadView(controller, round: round + 1)
        }
    }

    /// Custom views in a storyboard scene or nib, unarchived with the controller's view: each is
    /// initialized from the archive and added to its superview as it is decoded; awakeFromNib
    /// follows once the whole archive is loaded, before viewDidLoad.
    private func unarchiveSceneViews(of controller: Int) throws {
        var unarchived: [Int] = []
        for name in controllers[controller].spec.sceneViews {
            guard liveNames[name] == nil else { throw refuse("name-exists", ["name": name]) }
            var spec = ViewSpec(name: name)
            spec.fromNib = true
            let view = makeView(spec, rule: .sceneViewsUnarchived, awakes: false)
            views[view].superview = .controller(controller)
            emit(view: view, .willMoveToSuperview, .sceneViewsUnarchived)
            emit(view: view, .didMoveToSuperview, .sceneViewsUnarchived)
            controllers[controller].subviews.append(view)
            views[view].needsLayout = true
            unarchived.append(view)
        }
        for view in unarchived { emit(view: view, .viewAwakeFromNib, .sceneViewsUnarchived) }
    }

    /// Container views in a storyboard scene: each embed segue runs while the scene's view loads.
    private func performEmbedSegues(of controller: Int) throws {
        for childName in controllers[controller].spec.embedded {
            var spec = ControllerSpec(name: childName)
            spec.creation = .storyboard
            let child = makeController(spec, kind: .viewController)
            emit(controller: child, .controllerInitWithCoder, .embedSegue)
            emit(controller: child, .controllerAwakeFromNib, .embedSegue)
            emit(controller: controller, .prepareForSegue, .embedSegue)
            controllers[controller].children.append(child)
            controllers[child].parent = controller
            emit(controller: child, .willMoveToParent, .embedSegue)
            try accessView(child)
            controllers[controller].displayed.append(child)
            emit(controller: child, .didMoveToParent, .embedSegue)
        }
    }

    /// Releases a controller's view (memory warnings): its named views go with it.
    func unloadView(of controller: Int) {
        controllers[controller].hasView = false
        controllers[controller].laidOutOrientation = nil
        controllers[controller].safeAreaOrientation = nil
        controllers[controller].needsLayout = false
        controllers[controller].constraintsDirty = false
        let subviews = controllers[controller].subviews
        controllers[controller].subviews = []
        releaseSubviews(subviews)
    }
}

extension Simulation {
    /// `addChild C to A in viewDidLoad`: kept until A's view loads, then run inside A's
    /// viewDidLoad. Refused when A's view has already loaded, since that code would never run.
    func runInViewDidLoad(of host: String, _ action: ScenarioAction) throws {
        switch liveNames[host] {
        case .controller(let index) where controllers[index].hasView: throw refuse("view-already-loaded", ["name": host])
        case .view: throw refuse("is-a-view", ["name": host])
        default: break
        }
        viewDidLoadCode[host, default: []].append((action, currentStep!))
    }

    /// Runs the code the script put in this controller's viewDidLoad: its children and subviews
    /// exist before the controller appears, so its appearance reaches them with its own.
    func runViewDidLoadCode(of controller: Int) throws {
        guard let code = viewDidLoadCode.removeValue(forKey: name(of: controller)) else { return }
        let host = lastEvent(of: controllers[controller].object, .viewDidLoad)
        nestingDepth += 1
        defer { nestingDepth -= 1 }
        for written in code { try runCode(writtenIn: written.step, host: host) { try perform(written.action) } }
    }

    /// Runs code the scenario wrote into the callback at event `host`, recording the events it
    /// makes as its run.
    func runCode(writtenIn step: Scenario.Step, host: Int, _ body: () throws -> Void) rethrows {
        let start = events.count
        try body()
        codeRuns.append(CodeRun(host: host, events: start..<events.count, code: step.text))
    }

    /// The index of the latest event of `callback` (the object's, when given): the callback code runs in.
    func lastEvent(of object: Int32? = nil, _ callback: Callback) -> Int {
        var index = events.endIndex - 1
        while index > 0, object.map({ events[index].object != $0 }) ?? false || events[index].callback != callback { index -= 1 }
        return index
    }
}

extension Simulation {
    /// `present C in viewDidAppear of B`: kept until B's view next appears. UIKit does not start a
    /// presentation or a push while a transition is running: the code runs once the step that
    /// showed B has finished, its transition and layout included.
    func runInViewDidAppear(of host: String, _ action: ScenarioAction) throws {
        try keep(action, for: host, in: &viewDidAppearCode)
    }

    /// `dismiss in viewWillAppear of B`: kept until B next starts appearing, then run inside its
    /// viewWillAppear.
    func runInViewWillAppear(of host: String, _ action: ScenarioAction) throws {
        try keep(action, for: host, in: &viewWillAppearCode)
    }

    /// Code for a controller's appearance callback, kept by its name with the step that wrote it.
    private func keep(_ action: ScenarioAction, for host: String,
                      in code: inout [String: [(action: ScenarioAction, step: Scenario.Step)]]) throws {
        if case .view = liveNames[host] { throw refuse("is-a-view", ["name": host]) }
        code[host, default: []].append((action, currentStep!))
    }

    /// Runs the code written for this controller's viewWillAppear, inside it. Refusals name the
    /// step that wrote it.
    func runViewWillAppearCode(of controller: Int) throws {
        guard let code = viewWillAppearCode.removeValue(forKey: name(of: controller)) else {
            return noteCodeDoesNotRunAgain(in: controller, .viewWillAppear)
        }
        remember(code, ranIn: controller, .viewWillAppear)
        let host = lastEvent(of: controllers[controller].object, .viewWillAppear)
        let step = currentStep
        defer { currentStep = step }
        nestingDepth += 1
        defer { nestingDepth -= 1 }
        for written in code {
            currentStep = written.step
            try runCode(writtenIn: written.step, host: host) { try perform(written.action) }
        }
    }

    /// The code written for this controller's viewDidAppear, due once the step ends (UIKit starts
    /// no presentation or push inside a transition); `host` is the viewDidAppear event.
    func keepViewDidAppearCode(of controller: Int, host: Int) {
        guard let code = viewDidAppearCode.removeValue(forKey: name(of: controller)) else {
            return noteCodeDoesNotRunAgain(in: controller, .viewDidAppear)
        }
        remember(code, ranIn: controller, .viewDidAppear)
        codeAfterStep.append(contentsOf: code.map { ($0.action, $0.step, host) })
    }

    /// Such code runs once, as if a flag guarded it: a real app that does not guard it runs it on
    /// every call, and a present in viewDidAppear then comes back each time the controller does.
    private func remember(_ code: [(action: ScenarioAction, step: Scenario.Step)], ranIn controller: Int, _ callback: Callback) {
        appearanceCodeThatRan["\(name(of: controller)) \(callback)"] = code[0].step
    }

    /// Said once, at the callback's first call after its code ran.
    private func noteCodeDoesNotRunAgain(in controller: Int, _ callback: Callback) {
        let name = name(of: controller)
        guard let step = appearanceCodeThatRan.removeValue(forKey: "\(name) \(callback)") else { return }
        let method = "\(callback)"
        note("\(name) \(method) comes again, but the code written in it (\(step.text)) does not run again: here it runs once, as if a flag guarded it; unguarded, it would run on every \(method)",
             key: "code-runs-once", ["name": name, "method": method, "step": step.text])
    }

    /// Runs the viewDidAppear code of the controllers that appeared in this step, in the order they
    /// appeared, and any that this code makes appear in turn. Refusals name the step that wrote it.
    func runCodeAfterStep() throws {
        let step = currentStep
        defer { currentStep = step }
        while !codeAfterStep.isEmpty {
            let due = codeAfterStep
            codeAfterStep = []
            for code in due {
                currentStep = code.step
                note("the code written in viewDidAppear runs now: \(code.step.text)", key: "code-runs-after-appearance", ["step": code.step.text])
                try runCode(writtenIn: code.step, host: code.host) { try perform(code.action) }
            }
        }
    }

    /// Code written for a viewDidLoad, a viewDidAppear or a launch that never came: said at the
    /// end, so a script does not seem to have run it.
    func noteCodeThatNeverRan() {
        for code in launchCode {
            note("the code written for \(code.place.rawValue) never ran: the scenario never launches", key: "code-never-ran-launch", ["place": code.place.rawValue])
        }
        for host in viewDidLoadCode.keys.sorted() {
            note("the code written for \(host)'s viewDidLoad never ran: its view never loaded", key: "code-never-ran-view-did-load", ["name": host])
        }
        for host in viewWillAppearCode.keys.sorted() {
            note("the code written for \(host)'s viewWillAppear never ran: \(host) did not start appearing after the step that wrote it (a controller a sheet leaves on screen does not; otherwise write it before the step that shows \(host))", key: "code-never-ran-view-will-appear", ["name": host])
        }
        for host in viewDidAppearCode.keys.sorted() {
            note("the code written for \(host)'s viewDidAppear never ran: \(host) did not appear after the step that wrote it (write it before the step that shows \(host))", key: "code-never-ran-view-did-appear", ["name": host])
        }
    }
}
