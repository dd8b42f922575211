import LifecycleEngine
import JSONString

/// A JSON document: version, outcome, steps, events and notes. Written by hand so the engine
/// needs nothing beyond the standard library; keys are stable (documented in the README).
struct JSONTraceFormat {
    let renderer: TraceRenderer
    let trace: Trace
    let steps: [Scenario.Step]

    func render(_ shown: some Sequence<Int>, to output: (String) -> Void) {
        let outcome: String
        switch trace.outcome {
        case .finished: outcome = "{\"kind\": \"finished\"}"
        case .crashed(let step, let reason): outcome = "{\"kind\": \"crashed\", \"step\": \(step), \"reason\": \(reason.jsonQuoted)}"
        }
        output("{\n  \"ios\": \(trace.version.major),\n  \"outcome\": \(outcome),\n  \"steps\": [")
        for (offset, step) in steps.enumerated() {
            output("\(offset == 0 ? "" : ", "){\"step\": \(offset + 1), \"text\": \(step.text.jsonQuoted)}")
        }
        output("],\n  \"events\": [\n    ")
        var first = true
        for index in shown {
            output((first ? "" : ",\n    ") + event(index))
            first = false
        }
        output("\n  ],\n  \"notes\": [")
        for (offset, note) in trace.notes.enumerated() {
            output("\(offset == 0 ? "" : ", "){\"afterEvent\": \(note.afterEvent), \"step\": \(note.step), \"text\": \(note.text.jsonQuoted)}")
        }
        output("]\n}\n")
    }

    private func event(_ index: Int) -> String {
        let event = trace.events[index]
        let object = trace.object(of: event)
        var fields = [
            ("step", "\(event.step)"),
            ("object", object.name.jsonQuoted),
            ("class", object.className.jsonQuoted),
            ("callback", event.callback.swiftName.jsonQuoted),
            ("objc", event.callback.objcSelector.jsonQuoted),
            ("method", event.callback.methodID.jsonQuoted),
            ("category", event.callback.category.rawValue.jsonQuoted),
            ("rule", String(describing: event.rule).jsonQuoted),
        ]
        if event.unorderedBlock != 0 { fields.append(("unorderedBlock", "\(event.unorderedBlock)")) }
        if renderer.explain {
            let words = renderer.words(event.rule)
            fields.append(("why", words.why.jsonQuoted))
            fields.append(("evidence", words.evidence.jsonQuoted))
        }
        return "{" + fields.map { "\($0.0.jsonQuoted): \($0.1)" }.joined(separator: ", ") + "}"
    }
}
