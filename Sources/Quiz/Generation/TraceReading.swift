import LifecycleEngine

/// How questions, cards and placements read a simulated trace, so that they all ask about the
/// same callbacks and name them alike.
enum TraceReading {
    /// The first step asked about: a scenario of several steps is asked about past its launch,
    /// which only sets the scene.
    static func focusStep(scenario: Scenario) -> Int32 {
        scenario.steps.count > 1 ? 2 : 1
    }

    /// A call the app's own code makes that is never asked (`makeKeyAndVisible()`, the app's
    /// `loadViewIfNeeded()`), but that an ordering may show, labelled, as a landmark. The app's
    /// removeFromSuperview() and inits are asked: an override logs them among UIKit's callbacks.
    /// The program's entry is the same in every trace, so no landmark.
    static func isLandmark(_ callback: Callback, rule: Rule) -> Bool {
        callback.isCalledByTheApp(firedBy: rule) && !isAskable(callback) && !isEntryPoint(callback)
    }

    /// Whether a learner can be asked to place the callback: a documented callback UIKit makes.
    /// Not the program's entry, not the property queries UIKit makes without documenting when
    /// (`prefersStatusBarHidden`), not `makeKeyAndVisible()`, a landmark (the app's call, or
    /// UIKit's for a main storyboard) rather than a callback, not `loadViewIfNeeded()`, whose
    /// calls from UIKit rest on a single log.
    static func isAskable(_ callback: Callback) -> Bool {
        !isEntryPoint(callback) && callback.category != .queries && callback != .makeKeyAndVisible
            && callback != .loadViewIfNeeded
    }

    /// Which callbacks of a scenario's steps from `step` on are askable. Traits, safe area and
    /// margins come with every first appearance (iOS 8, 11): they are asked only where the asked
    /// steps change them (a rotation, a switch to dark mode), not as filler in a push question.
    static func askable(in scenario: Scenario, from step: Int32) -> (Callback) -> Bool {
        let asksEnvironment = asksAboutTheEnvironment(scenario, from: step)
        return { isAskable($0) && (asksEnvironment || $0.category != .environment) }
    }

    /// Whether trait and safe-area callbacks are asked about: only when the steps change the
    /// environment (a rotation, a style switch); elsewhere they are noise around what is asked.
    static func asksAboutTheEnvironment(_ scenario: Scenario, from step: Int32) -> Bool {
        scenario.hasStep(about: .rotation, from: step)
    }

    /// The program's entry, the same in every trace and so never asked about.
    static func isEntryPoint(_ callback: Callback) -> Bool {
        callback == .main || callback == .applicationMain
    }

    /// `A viewDidLoad()`: the object's name and the call as Swift writes it, with its nil when a
    /// removal passes one (`A willMove(toParent: nil)`).
    static func label(object: String, callback: Callback, passingNil: Bool) -> String {
        "\(object) \(callback.swiftName(passingNil: passingNil))"
    }

    static func label(of event: TraceEvent, in trace: Trace) -> String {
        label(object: trace.object(of: event).name, callback: event.callback, passingNil: event.passesNil)
    }

    /// The scenario's steps on one line, `launch nav(A); push B`.
    static func script(of scenario: Scenario) -> String {
        scenario.steps.map(\.text).joined(separator: "; ")
    }
}
