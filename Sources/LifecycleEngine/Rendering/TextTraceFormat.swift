/// `<object> <callback>` a line; notes as `# ...`; with explain, step headers and the rule under each callback.
struct TextTraceFormat {
    let renderer: TraceRenderer
    let trace: Trace
    let steps: [Scenario.Step]

    func render(_ shown: [Int]) -> String {
        var lines: [String] = []
        var currentStep: Int32 = 0
        var shownNotes = Set<Int>()
        func flushNotes(through eventCount: Int) {
            for (index, note) in trace.notes.enumerated() where note.afterEvent <= eventCount && !shownNotes.contains(index) {
                shownNotes.insert(index)
                lines.append("# \(note.text)")
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
                lines.append("    ↳ \(renderer.why(event.rule)) [\(event.rule.evidence)]")
            }
        }
        flushNotes(through: trace.events.count)
        return lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
    }
}
