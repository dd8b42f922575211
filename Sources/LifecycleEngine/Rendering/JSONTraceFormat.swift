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
                ("object", quoted(object.name)),
                ("class", quoted(object.className)),
                ("callback", quoted(event.callback.swiftName)),
                ("objc", quoted(event.callback.objcSelector)),
                ("method", quoted(event.callback.methodID)),
                ("category", quoted(event.callback.category.rawValue)),
                ("rule", quoted(String(describing: event.rule))),
            ]
            if event.unorderedBlock != 0 { fields.append(("unorderedBlock", "\(event.unorderedBlock)")) }
            if renderer.explain {
                fields.append(("why", quoted(renderer.why(event.rule))))
                fields.append(("evidence", quoted(event.rule.evidence)))
            }
            events.append("{" + fields.map { "\(quoted($0.0)): \($0.1)" }.joined(separator: ", ") + "}")
        }
        let notes = trace.notes.map {
            "{\"afterEvent\": \($0.afterEvent), \"step\": \($0.step), \"text\": \(quoted($0.text))}"
        }
        let stepList = steps.enumerated().map { "{\"step\": \($0.offset + 1), \"text\": \(quoted($0.element.text))}" }
        let outcome: String
        switch trace.outcome {
        case .finished: outcome = "{\"kind\": \"finished\"}"
        case .crashed(let step, let reason): outcome = "{\"kind\": \"crashed\", \"step\": \(step), \"reason\": \(quoted(reason))}"
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

/// A JSON string literal.
func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        case _ where scalar.value < 0x20: result += unicodeEscape(scalar.value)
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result + "\""
}

private func unicodeEscape(_ value: UInt32) -> String {
    let hex = String(value, radix: 16)
    return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
}
