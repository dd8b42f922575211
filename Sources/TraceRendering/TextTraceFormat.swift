import LifecycleEngine
/// `<object> <callback>` a line; notes as `# ...`; with explain, step headers and the rule under each callback.
struct TextTraceFormat {
    let renderer: TraceRenderer
    let trace: Trace
    let steps: [Scenario.Step]

    func render(_ shown: some Sequence<Int>, to output: (String) -> Void) {
        let lineEnds = Callback.allCases.map { " " + renderer.callbackName($0) + "\n" }
        // A rule's evidence is given the first time it explains a line of a step, not under each.
        var citedInStep: Set<UInt8> = []
        // With explain, a step's header comes before its first callback or note.
        var marks = TraceMarks(trace: trace, steps: steps, showsHeaders: renderer.explain)
        func write(_ mark: TraceMarks.Mark) {
            switch mark {
            case .header(let line):
                citedInStep = []
                output(line + "\n")
            case .note(let text): output("# \(text)\n")
            }
        }
        for index in shown {
            let event = trace.events[index]
            marks.before(event: index, write)
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
        marks.atEnd(write)
    }
}
