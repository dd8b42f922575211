import LifecycleEngine

/// What text and lanes write between a trace's lines, where it happened: each step's header
/// (`# 2. background`) when shown, and the engine's notes. A step that caused no line shown
/// (`observe A`, or nothing of an `--only` family) still gets its header, so the numbers never
/// jump.
struct TraceMarks {
    enum Mark {
        /// `# N. step`, without its line end.
        case header(String)
        /// A note's text, without `# ` or line end.
        case note(String)
    }

    private let trace: Trace
    private let steps: [Scenario.Step]
    private let showsHeaders: Bool
    private var currentStep: Int32 = 0
    /// Notes are in event order (afterEvent never decreases), so one index walks them once.
    private var nextNote = 0

    init(trace: Trace, steps: [Scenario.Step], showsHeaders: Bool) {
        self.trace = trace
        self.steps = steps
        self.showsHeaders = showsHeaders
    }

    /// The marks due before the event at `index`: the notes made before it, each after its
    /// step's header, then the header of the event's step.
    mutating func before(event index: Int, _ write: (Mark) -> Void) {
        writeNotes(through: index, write)
        writeHeaders(through: trace.events[index].step, write)
    }

    /// The marks after the last line: the remaining notes, and the headers of silent steps at the end.
    mutating func atEnd(_ write: (Mark) -> Void) {
        writeNotes(through: trace.events.count, write)
        writeHeaders(through: Int32(steps.count), write)
    }

    private mutating func writeNotes(through eventCount: Int, _ write: (Mark) -> Void) {
        while nextNote < trace.notes.count, trace.notes[nextNote].afterEvent <= eventCount {
            writeHeaders(through: trace.notes[nextNote].step, write)
            write(.note(trace.notes[nextNote].text))
            nextNote += 1
        }
    }

    /// The headers of the steps after the current one up to `step`: none while it is unchanged.
    private mutating func writeHeaders(through step: Int32, _ write: (Mark) -> Void) {
        guard showsHeaders, step > currentStep else { return }
        for number in (currentStep + 1)...step {
            let label = steps.indices.contains(Int(number) - 1) ? steps[Int(number) - 1].text : "step \(number)"
            write(.header("# \(number). \(label)"))
        }
        currentStep = step
    }
}
