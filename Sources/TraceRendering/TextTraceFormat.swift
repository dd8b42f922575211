import LifecycleEngine
/// `<object> <callback>` a line; notes as `# ...`; with explain, step headers and the rule under each callback.
struct TextTraceFormat {
    let renderer: TraceRenderer
    let trace: Trace
    let steps: [Scenario.Step]

    func render(_ shown: some Sequence<Int>, to output: (String) -> Void) {
        let lineEnds = Callback.allCases.map { " " + renderer.callbackName($0) + "\n" }
        var headers = StepHeaders(steps: steps)
        // A rule's evidence is given the first time it explains a line of a step, not under each.
        var citedInStep: Set<UInt8> = []
        // With explain, a step's header comes before its first callback or note.
        func header(_ step: Int32) {
            guard renderer.explain else { return }
            let lines = headers.headers(before: step)
            guard !lines.isEmpty else { return }
            citedInStep = []
            for line in lines { output(line + "\n") }
        }
        // Notes are in event order (afterEvent never decreases), so one index walks them once.
        var nextNote = 0
        func flushNotes(through eventCount: Int) {
            while nextNote < trace.notes.count, trace.notes[nextNote].afterEvent <= eventCount {
                header(trace.notes[nextNote].step)
                output("# \(trace.notes[nextNote].text)\n")
                nextNote += 1
            }
        }
        for index in shown {
            let event = trace.events[index]
            flushNotes(through: index)
            header(event.step)
            // Two pieces, the second made once per callback: one string built per line cost more
            // than simulating it.
            output(trace.object(of: event).name)
            output(lineEnds[Int(event.callback.rawValue)])
            if renderer.explain {
                let words = renderer.words(event.rule)
                let cited = !citedInStep.insert(event.rule.rawValue).inserted
                output(cited ? "    ↳ \(words.why)\n" : "    ↳ \(words.why) [\(words.evidence)]\n")
            }
        }
        flushNotes(through: trace.events.count)
        // Silent steps at the end are named too.
        header(Int32(steps.count))
    }
}
