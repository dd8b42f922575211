import JSONString

/// A JSON document: version, outcome, steps, events and notes. Written by hand so the engine
/// needs nothing beyond the standard library; keys are stable (documented in the README).
struct JSONTraceFormat {
    let renderer: TraceRenderer
    let trace: Trace
    let steps: [Scenario.Step]

    func render(_ shown: [Int]) -> String {
        var events: [String] = []
        for index in shown {
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
                fields.append(("why", renderer.why(event.rule).jsonQuoted))
                fields.append(("evidence", event.rule.evidence.jsonQuoted))
            }
            events.append("{" + fields.map { "\($0.0.jsonQuoted): \($0.1)" }.joined(separator: ", ") + "}")
        }
        let notes = trace.notes.map {
            "{\"afterEvent\": \($0.afterEvent), \"step\": \($0.step), \"text\": \($0.text.jsonQuoted)}"
        }
        let stepList = steps.enumerated().map { "{\"step\": \($0.offset + 1), \"text\": \($0.element.text.jsonQuoted)}" }
        let outcome: String
        switch trace.outcome {
        case .finished: outcome = "{\"kind\": \"finished\"}"
        case .crashed(let step, let reason): outcome = "{\"kind\": \"crashed\", \"step\": \(step), \"reason\": \(reason.jsonQuoted)}"
        }
        return """
            {
              "ios": \(trace.version.major),
              "outcome": \(outcome),
              "steps": [\(stepList.joined(separator: ", "))],
              "events": [
                \(events.joined(separator: ",\n    "))
              ],
              "notes": [\(notes.joined(separator: ", "))]
            }

            """
    }
}
