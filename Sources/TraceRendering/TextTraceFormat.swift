import LifecycleEngine
/// `<object> <callback>` a line; notes as `# ...`; with explain, step headers and the rule under
/// each run of callbacks it explains (a tap's twenty hit-test lines share one paragraph), in full
/// once.
struct TextTraceFormat {
    let renderer: TraceRenderer
    let trace: Trace
    let steps: [Scenario.Step]

    func render(_ shown: some Sequence<Int>, to output: (String) -> Void) {
        // Two per callback, the second passing nil: index `lineEnd(of:)`.
        let lineEnds = Callback.allCases.flatMap { callback in
            [false, true].map { " " + renderer.callName(callback, passingNil: $0) + "\n" }
        }
        if renderer.explain {
            renderExplained(shown, lineEnds: lineEnds, to: output)
            return
        }
        // The plain trace is the hot path (a million lines a second): nothing per line but the
        // two pieces of text, and no explanation state for the marks' closure to carry.
        var marks = TraceMarks(trace: trace, steps: steps, showsHeaders: false)
        func write(_ mark: TraceMarks.Mark) {
            if case .note(let text) = mark { output("# \(text)\n") }
        }
        for index in shown {
            marks.before(event: index, write)
            // Two pieces, the second made once per callback: one string built per line cost more
            // than simulating it.
            let event = trace.events[index]
            output(trace.object(of: event).name)
            output(lineEnds[Self.lineEnd(of: event)])
        }
        marks.atEnd(write)
    }

    /// With explain: a step's header before its first callback or note, and under each run of
    /// callbacks one rule explains, that rule.
    private func renderExplained(_ shown: some Sequence<Int>, lineEnds: [String], to output: (String) -> Void) {
        // A rule is explained in full, with its evidence, the first time it explains a line; after
        // that, a pointer back to the line it was written under, which names its step when it is
        // another.
        var explained: [UInt8: (line: String, step: Int32, key: Int, ordinal: Int)] = [:]
        // How often each line (object and call) has been written in each step so far: a pointer
        // to a line its step has twice says which one carries the rule.
        var written: [Int: Int] = [:]
        func key(of event: TraceEvent) -> Int { Int(event.step) << 40 | Int(event.object) << 16 | Self.lineEnd(of: event) }
        // The rule of the lines written since the last explanation, the last of them (the one the
        // explanation goes under) and how many: the explanation is written when another rule, a
        // header or a note comes, or at the end.
        var unexplained: (rule: Rule, lastEvent: Int, step: Int32, lines: Int)?
        func explain() {
            guard let (rule, lastEvent, step, lines) = unexplained else { return }
            unexplained = nil
            let notes = renderer.explainNotes
            let run = lines > 1 ? notes.linesAbove(lines) : ""
            if let earlier = explained[rule.rawValue] {
                let ordinal = written[earlier.key, default: 1] > 1 ? earlier.ordinal : nil
                let pointer = earlier.step == step ? notes.sameRule(earlier.line, ordinal) : notes.sameRuleInStep(earlier.line, ordinal, Int(earlier.step))
                output("    ↳ \(run)\(pointer)\n")
                return
            }
            let event = trace.events[lastEvent]
            let line = key(of: event)
            explained[rule.rawValue] = (trace.object(of: event).name + " " + renderer.callName(of: event), step, line, written[line, default: 0])
            let words = renderer.words(rule)
            output("    ↳ \(run)\(words.why) [\(words.evidence)]\n")
        }
        var marks = TraceMarks(trace: trace, steps: steps, showsHeaders: true)
        func write(_ mark: TraceMarks.Mark) {
            explain()
            switch mark {
            case .header(let line): output(line + "\n")
            case .note(let text): output("# \(text)\n")
            }
        }
        for index in shown {
            let event = trace.events[index]
            marks.before(event: index, write)
            if unexplained?.rule == event.rule {
                unexplained?.lines += 1
                unexplained?.lastEvent = index
            } else {
                explain()
                unexplained = (event.rule, index, event.step, 1)
            }
            written[key(of: event), default: 0] += 1
            output(trace.object(of: event).name)
            output(lineEnds[Self.lineEnd(of: event)])
        }
        explain()
        marks.atEnd(write)
    }

    private static func lineEnd(of event: TraceEvent) -> Int {
        Int(event.callback.rawValue) << 1 | (event.passesNil ? 1 : 0)
    }
}
