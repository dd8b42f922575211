/// `<object> <callback>` a line; notes as `# ...`; with explain, step headers and the rule under each callback.
struct TextTraceFormat {
    let renderer: TraceRenderer
    let trace: Trace
    let steps: [Scenario.Step]

    func render(_ shown: [Int]) -> String {
        var lines: [String] = []
        var currentStep: Int32 = 0
        // Notes are in event order (afterEvent never decreases), so one index walks them once.
        var nextNote = 0
        func flushNotes(through eventCount: Int) {
            while nextNote < trace.notes.count, trace.notes[nextNote].afterEvent <= eventCount {
                lines.append("# \(trace.notes[nextNote].text)")
                nextNote += 1
            }
        }
        for index in shown {
            let event = trace.events[index]
            flushNotes(through: index)
            if renderer.explain, event.step != currentStep {
                currentStep = event.step
                let label = steps.indices.contains(Int(event.step) - 1) ? steps[Int(event.step) - 1].text : "step \(event.step)"
                lines.append("# \(event.step). \(label)")
            }
            lines.append("\(trace.object(of: event).name) \(renderer.callbackName(event.callback))")
            if renderer.explain {
                let words = renderer.words(event.rule)
                lines.append("    ↳ \(words.why) [\(words.evidence)]")
            }
        }
        flushNotes(through: trace.events.count)
        return lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
    }
}
