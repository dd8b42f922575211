/// The engine's entry point: a scenario in, the callbacks UIKit would make out.
public enum LifecycleSimulator {
    /// Runs `scenario` on its iOS version (or `version`, which wins over the script's `ios` line).
    /// Throws `SimulationError` when UIKit would refuse a step; a modelled crash ends the trace
    /// with `Trace.Outcome.crashed` instead.
    public static func run(_ scenario: Scenario, on version: IOSVersion? = nil) throws(SimulationError) -> Trace {
        let version = version ?? scenario.version
        let simulation = Simulation(version: version, scenario: scenario)
        var outcome = Trace.Outcome.finished
        do {
            for step in scenario.steps {
                simulation.step += 1
                simulation.currentStep = step
                try simulation.perform(step.action)
                try simulation.runCodeAfterStep()
            }
            simulation.noteCodeThatNeverRan()
        } catch let error as SimulationError {
            throw error
        } catch let crash as Simulation.Crash {
            simulation.note("crash: \(crash.reason)", key: crash.key, crash.values, reportsCrash: true)
            outcome = .crashed(step: simulation.step, reason: crash.reason)
        } catch {
            preconditionFailure("unexpected simulation error \(error)")
        }
        return Trace(version: version, objects: simulation.objects, events: simulation.events,
                     notes: simulation.notes, outcome: outcome, forwardingEnds: simulation.forwardingEnds, codeRuns: simulation.codeRuns)
    }

    /// Parses and runs a script.
    public static func run(script: String, on version: IOSVersion? = nil) throws -> Trace {
        try run(ScenarioParser.parse(script), on: version)
    }
}

extension Simulation {
    func perform(_ action: ScenarioAction) throws {
        // Every action but launch needs a running app; this is the only place that checks.
        switch (action, appState) {
        // Code declared for a viewDidLoad waits for the view; only launch starts the app.
        case (.launch, _), (.inViewDidLoad, _), (.inViewDidAppear, _), (.inViewWillAppear, _), (.duringLaunch, _): break
        case (.open, .notRunning): throw refuse("open-before-launch")
        case (_, .notRunning): throw refuse("not-launched")
        default: break
        }
        if appState == .terminated {
            throw refuse("terminated")
        }
        if secondSceneRoot != nil, action.changesEveryScene { throw refuse("two-scenes-connected") }
        switch action {
        case .launch(let tree, let options): try launch(tree, options)
        case .push(let tree, let animated, let viaSegue): try push(tree, animated: animated, viaSegue: viaSegue)
        case .pop(let animated, let viaSegue): try pop(animated: animated, viaSegue: viaSegue)
        case .popToRoot(let animated): try popToRoot(animated: animated)
        case .popTo(let name, let animated): try pop(to: name, animated: animated)
        case .swipeBack(let cancelled): try swipeBack(cancelled: cancelled)
        case .present(let tree, let style, let animated, let viaSegue):
            try present(tree, style: style, animated: animated, viaSegue: viaSegue)
        case .dismiss(let animated, let viaSegue): try dismiss(animated: animated, viaSegue: viaSegue)
        case .setRoot(let tree): try setRoot(tree)
        case .openScene(let tree): try openScene(tree)
        case .closeScene(let name): try closeScene(name)
        case .swipeDown(let cancelled): try swipeDown(cancelled: cancelled)
        case .select(let name, let via): try select(name, via: via)
        case .page(let forward, let cancelled, let transition):
            try turnPage(forward: forward, cancelled: cancelled, transition: transition)
        case .addChild(let tree, let parent): try addChild(tree, to: parent)
        case .removeChild(let name): try removeChild(name)
        case .transitionChild(let outgoing, let incoming, let order): try transitionChild(from: outgoing, to: incoming, order: order)
        case .addView(let spec, let superview): try addView(spec, to: superview)
        case .addSubview(let tree, let superview): try addSubview(tree, to: superview)
        case .loadViewIfNeeded(let name): try loadViewIfNeeded(name)
        case .observe(let name, let source): try observe(name, of: source)
        case .registerTraits(let name, let traits): try registerForTraitChanges(name, traits)
        case .delegate(let name, let container): try setDelegate(name, of: container)
        case .sheetDelegate(let name, let sheet): try setSheetDelegate(name, of: sheet)
        case .tap(let name): try tap(name)
        case .inViewDidLoad(let host, let action): try runInViewDidLoad(of: host, action)
        case .duringLaunch(let action, let place): try runDuringLaunch(action, in: place)
        case .inViewDidAppear(let host, let action): try runInViewDidAppear(of: host, action)
        case .inViewWillAppear(let host, let action): try runInViewWillAppear(of: host, action)
        case .removeView(let name): try removeView(name)
        case .layout(let name): try layout(name)
        case .redraw(let name): try redraw(name)
        case .rotate: try rotate()
        case .interfaceStyle(let dark): try changeInterfaceStyle(dark: dark)
        case .memoryWarning: try memoryWarning()
        case .resignActive: try resignActive()
        case .becomeActive: try becomeActive()
        case .background: try enterBackground()
        case .foreground: try enterForeground()
        case .open(let opening): try open(opening)
        case .receiveNotification(let notification): try receive(notification)
        case .pullDown(let overlay): try pullDown(overlay)
        case .terminate(let stillRunning): try terminate(stillRunning: stillRunning)
        }
    }
}
