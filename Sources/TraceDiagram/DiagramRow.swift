import LifecycleEngine

/// One horizontal band of a sequence diagram, top to bottom.
enum DiagramRow: Equatable {
    /// A scenario step begins: its 1-based number and its text as written.
    case step(number: Int, text: String)
    /// The call the app's code makes to take the step (`pushViewController(_:animated:)`).
    case appCall(String)
    /// A callback: the index of the event in the trace.
    case event(Int)
    /// A UIKit warning or other console line.
    case note(String)
    /// The app would crash here.
    case crash(String)

    /// The rows for the shown events: a band before each step's callbacks (with the call the
    /// app's code makes to take it), notes where they fall, the crash (if any) last.
    static func rows(of trace: Trace, steps: [Scenario.Step], shown: [Int]) -> [DiagramRow] {
        var rows: [DiagramRow] = []
        var nextStep = 1
        var noteIndex = 0
        func stepsThrough(_ step: Int) {
            while nextStep <= min(step, steps.count) {
                rows.append(.step(number: nextStep, text: steps[nextStep - 1].text))
                if let call = steps[nextStep - 1].action.appsCall { rows.append(.appCall(call)) }
                nextStep += 1
            }
        }
        func notesBefore(_ event: Int) {
            while noteIndex < trace.notes.count, trace.notes[noteIndex].afterEvent <= event {
                stepsThrough(Int(trace.notes[noteIndex].step))
                rows.append(.note(trace.notes[noteIndex].text))
                noteIndex += 1
            }
        }
        for index in shown {
            notesBefore(index)
            stepsThrough(Int(trace.events[index].step))
            rows.append(.event(index))
        }
        notesBefore(trace.events.count)
        switch trace.outcome {
        case .finished: stepsThrough(steps.count)
        case let .crashed(step, reason):
            stepsThrough(Int(step))
            // The engine's own note says it already, in the reader's language; once is enough.
            if !trace.notes.contains(where: \.reportsCrash) {
                rows.append(.crash(reason))
            }
        }
        return rows
    }
}
