import LifecycleEngine

/// How questions, cards and placements read a simulated trace, so that they all ask about the
/// same callbacks and name them alike.
enum TraceReading {
    /// The first step asked about: from level 2, a scenario of several steps is asked about past
    /// its first step, which only sets the scene.
    static func focusStep(level: Int, scenario: Scenario) -> Int32 {
        level >= 2 && scenario.steps.count > 1 ? 2 : 1
    }

    /// The program's entry, the same in every trace and so never asked about.
    static func isEntryPoint(_ callback: Callback) -> Bool {
        callback == .main || callback == .applicationMain
    }

    /// `A viewDidLoad()`: the object's name and the callback's Swift name.
    static func label(object: String, callback: Callback) -> String {
        "\(object) \(callback.swiftName)"
    }

    static func label(of event: TraceEvent, in trace: Trace) -> String {
        label(object: trace.object(of: event).name, callback: event.callback)
    }

    /// The scenario's steps on one line, `launch nav(A); push B`.
    static func script(of scenario: Scenario) -> String {
        scenario.steps.map(\.text).joined(separator: "; ")
    }
}
