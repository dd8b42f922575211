@testable import LifecycleEngine
import Testing

/// The invariants hold for every scenario up to a depth, on every modelled iOS version; and the
/// checker itself catches broken traces.
@Suite struct InvariantTests {
    static let launches = [
        "launch nav(A)", "launch A", "launch nav(A(storyboard))", "launch tabs(A, nav(B))",
        "launch pages(A, B, C)", "launch A(storyboard, embed=E, subview=W, deprecatedRotation)", "launch nav(A) scenes",
        "addChild K0 to A in viewDidLoad; addView V0 to A in viewDidLoad; launch nav(A)",
        "push P0 in didFinishLaunching; launch nav(A)", "launch nav(A) scenes via=url session=restored",
        "launch nav(A(storyboard)) via=notification orientations=landscape notifications=appDelegate", "launch A scenes via=notification",
        "launch A via=localNotification", "present P0 in viewWillAppear of A; launch A",
    ]

    /// Steps that make sense after any launch above; UIKit may refuse some, which is fine.
    static func steps(at depth: Int) -> [String] {
        let new = "N\(depth)", child = "K\(depth)", view = "V\(depth)"
        return [
            "push \(new)", "push \(new)(storyboard) animated=false", "push \(new)(nib, subview=W\(depth))", "pop", "popToRoot", "popTo A", "swipeBack", "swipeBack cancel",
            "present \(new)", "present \(new) style=fullScreen", "present nav(\(new))", "present \(new) style=overFullScreen", "present \(new) style=overCurrentContext",
            "dismiss", "dismiss animated=false", "dismiss via=segue", "pop via=segue", "swipeDown", "swipeDown cancel",
            "select A via=code", "select B", "page next", "page next cancel", "page prev transition=curl",
            "addChild \(child) to A", "removeChild K\(depth - 1)", "transition K\(depth - 1) to \(child)", "transition K\(depth - 1) to \(child) order=newFirst", "addView \(view)(storyboard) to A", "removeView V\(depth - 1)",
            "layout A", "rotate", "memoryWarning", "background", "foreground", "resignActive", "becomeActive", "terminate running",
            "interfaceStyle dark", "present \(new)(modalInPresentation)", "push \(new)(retainCycle)",
            "addView \(view)(code, draws) to A", "addView \(view)(constraints) to A", "redraw V\(depth - 1)", "addSubview S\(depth) to A", "loadViewIfNeeded B",
            "addChild \(child) to \(new) in viewDidLoad", "present \(new) in viewDidAppear of A", "pop in viewDidAppear of N\(depth + 1)", "dismiss in viewDidAppear of N\(depth + 1)", "dismiss in viewWillAppear of N\(depth + 1)", "present \(new) in viewWillAppear of N\(depth + 1)", "observe A", "observe A of=scene", "tap A", "addView \(view)(tapGesture, handles) to A", "tap V\(depth - 1)", "delegate A for Nav", "delegate A for Tabs", "delegate A for sheet N\(depth - 1)",
            "open url", "open link", "open notification", "receive notification", "receive notification silent",
            "open localNotification", "receive localNotification", "pullDown notificationCenter", "pullDown controlCenter", "setRoot \(new)", "setRoot nav(\(new))", "openScene S\(depth)", "closeScene S\(depth - 1)", "registerTraits A style",
            // A kept controller shown again: the name is fixed so a later step can name it.
            "push KP(kept)", "push KP", "setRoot nav(S\(depth), T\(depth))",
        ]
    }

    @Test(arguments: IOSVersion.supported)
    func everyScenarioOfTwoStepsKeepsTheInvariants(_ major: Int) throws {
        try explore(depth: 2, version: IOSVersion(major)!)
    }

    @Test(arguments: [5, 9, 13, 18])
    func everyScenarioOfThreeStepsKeepsTheInvariants(_ major: Int) throws {
        try explore(depth: 3, version: IOSVersion(major)!)
    }

    /// Breadth first, extending only the scripts UIKit accepted: a refused prefix stays refused.
    private func explore(depth: Int, version: IOSVersion) throws {
        var accepted = Self.launches
        var simulated = 0
        for level in 1...depth {
            var next: [String] = []
            for prefix in accepted {
                for step in Self.steps(at: level) {
                    let script = "\(prefix); \(step)"
                    // Every script must parse; only UIKit refusing a step here (a SimulationError)
                    // ends the script, and RefusalTests check that those refusals are right.
                    let scenario = try ScenarioParser.parse(script)
                    let trace: Trace
                    do {
                        trace = try LifecycleSimulator.run(scenario, on: version)
                    } catch {
                        continue
                    }
                    simulated += 1
                    let violations = TraceInvariants.violations(in: trace)
                    #expect(violations.isEmpty, "\(version) \(script): \(violations)")
                    if !violations.isEmpty { return }
                    if trace.outcome == .finished { next.append(script) }
                }
            }
            accepted = next
        }
        #expect(simulated > 1000, "the exploration should reach many scenarios")
    }

    @Test func checkerRejectsDidAppearWithoutWillAppear() throws {
        let trace = try LifecycleSimulator.run(script: "launch A")
        let broken = trace.removingFirst(.viewWillAppear)
        #expect(TraceInvariants.violations(in: broken).contains { $0.message.contains("viewDidAppear while disappeared") })
    }

    @Test func checkerRejectsCallbacksAfterDeinit() throws {
        let trace = try LifecycleSimulator.run(script: "launch nav(A); push B; pop")
        let deinitIndex = try #require(trace.events.firstIndex { $0.callback == .controllerDeinit })
        let late = trace.events[deinitIndex]
        let broken = trace.appending(TraceEvent(object: late.object, callback: .viewDidLoad, rule: late.rule,
                                                step: late.step, unorderedBlock: 0))
        #expect(TraceInvariants.violations(in: broken).contains { $0.message.contains("after deinit") })
    }

    /// A child leaving its parent is told didMove(toParent: nil), as its willMove was: a removal
    /// whose didMove names a parent would read as an addition.
    @Test func checkerRejectsARemovalWhoseDidMoveNamesAParent() throws {
        let trace = try LifecycleSimulator.run(script: "launch A; addChild C to A; removeChild C")
        var events = Array(trace.events)
        let removal = try #require(events.lastIndex { $0.callback == .didMoveToParent })
        #expect(events[removal].passesNil && TraceInvariants.violations(in: trace).isEmpty)
        let event = events[removal]
        events[removal] = TraceEvent(object: event.object, callback: event.callback, rule: event.rule, passesNil: false,
                                     step: event.step, unorderedBlock: 0)
        let broken = Trace(version: trace.version, objects: trace.objects, events: TraceEvents(events), notes: [], outcome: trace.outcome)
        #expect(TraceInvariants.violations(in: broken).contains { $0.message.contains("didMove(toParent:) after willMove(toParent: nil)") })
    }

    @Test func checkerRejectsAWillLeftWithoutItsDid() throws {
        let trace = try LifecycleSimulator.run(script: "launch nav(A); push B")
        let broken = trace.removingFirst(.viewDidDisappear)
        #expect(TraceInvariants.violations(in: broken).contains { $0.message.contains("left disappearing") })
    }

    @Test func checkerRejectsAppearanceBeforeViewDidLoad() throws {
        let trace = try LifecycleSimulator.run(script: "launch A")
        let broken = trace.removingFirst(.viewDidLoad).removingFirst(.loadView)
        #expect(TraceInvariants.violations(in: broken).contains { $0.message.contains("before viewDidLoad") })
    }

    @Test func checkerRejectsATraitHandlerWithoutTraitCollectionDidChange() throws {
        let trace = try LifecycleSimulator.run(script: "launch A; registerTraits A style; interfaceStyle dark; rotate")
        let broken = trace.removingFirst(.traitCollectionDidChange)
        #expect(TraceInvariants.violations(in: broken).contains { $0.message.contains("between a trait handler and traitCollectionDidChange") })
    }

    @Test func checkerRejectsACallbackTheVersionLacks() throws {
        let trace = try LifecycleSimulator.run(script: "launch A", on: IOSVersion(12)!)
        let last = try #require(trace.events.last)
        let broken = trace.appending(TraceEvent(object: last.object, callback: .viewIsAppearing, rule: last.rule,
                                                step: last.step, unorderedBlock: 0))
        #expect(TraceInvariants.violations(in: broken).contains { $0.message.contains("viewIsAppearing(_:) on iOS 12, outside viewIsAppearing") })
    }

    @Test func checkerRejectsATouchThatNeverEnds() throws {
        let trace = try LifecycleSimulator.run(script: "launch A; addView V(tapGesture) to A; tap V")
        let broken = trace.removingFirst(.touchesCancelled)
        #expect(TraceInvariants.violations(in: broken).contains { $0.message.contains("never ended") })
    }
}

extension Trace {
    func removingFirst(_ callback: Callback) -> Trace {
        var events = Array(self.events)
        if let index = events.firstIndex(where: { $0.callback == callback }) { events.remove(at: index) }
        return Trace(version: version, objects: objects, events: TraceEvents(events), notes: [], outcome: outcome)
    }

    func appending(_ event: TraceEvent) -> Trace {
        Trace(version: version, objects: objects, events: TraceEvents(events + [event]), notes: [], outcome: outcome)
    }
}
