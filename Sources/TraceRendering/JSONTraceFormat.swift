import LifecycleEngine
import JSONString

/// A JSON document: format, version, outcome, steps, the objects, callbacks (and, with explain,
/// rules) the events refer to, the events and the notes. What an object's class or a callback's
/// selector is would repeat on every event, so events name them and the tables say them once.
/// Written by hand so the engine needs nothing beyond the standard library; keys are stable
/// (documented in docs/engine.md).
struct JSONTraceFormat {
    /// Raised when the document's shape changes.
    static let formatVersion = 2

    let renderer: TraceRenderer
    let trace: Trace
    let steps: [Scenario.Step]

    func render(_ shown: some Sequence<Int>, to output: (String) -> Void) {
        let outcome: String
        switch trace.outcome {
        case .finished: outcome = "{\"kind\": \"finished\"}"
        case .crashed(let step, let reason): outcome = "{\"kind\": \"crashed\", \"step\": \(step), \"reason\": \(reason.jsonQuoted)}"
        }
        output("{\n  \"format\": \(Self.formatVersion),\n  \"ios\": \(trace.version.major),\n  \"outcome\": \(outcome),\n  \"steps\": [")
        write(Array(steps.enumerated()), separator: ", ", to: output) { "{\"step\": \($0.offset + 1), \"text\": \($0.element.text.jsonQuoted)}" }
        let vocabulary = Vocabulary(trace: trace, shown: shown)
        output("],\n  \"objects\": {")
        write(vocabulary.classByName, separator: ", ", to: output) { "\($0.name.jsonQuoted): \($0.className.jsonQuoted)" }
        output("},\n  \"callbacks\": {\n    ")
        write(vocabulary.callbacks, separator: ",\n    ", to: output) { callback in
            "\(callback.swiftName.jsonQuoted): {\"objc\": \(callback.objcSelector.jsonQuoted), "
                + "\"method\": \(callback.methodID.jsonQuoted), \"category\": \(callback.category.rawValue.jsonQuoted)}"
        }
        if renderer.explain {
            output("\n  },\n  \"rules\": {\n    ")
            write(vocabulary.rules, separator: ",\n    ", to: output) { rule in
                let words = renderer.words(rule)
                return "\(String(describing: rule).jsonQuoted): {\"why\": \(words.why.jsonQuoted), \"evidence\": \(words.evidence.jsonQuoted)}"
            }
        }
        output("\n  },\n  \"events\": [\n    ")
        var first = true
        // A step's number is written by each of its events: made into text once per step.
        var step: (number: Int32, text: String) = (0, "0")
        for index in shown {
            if !first { output(",\n    ") }
            if trace.events[index].step != step.number {
                step = (trace.events[index].step, String(trace.events[index].step))
            }
            vocabulary.writeEvent(index, step: step.text, to: output)
            first = false
        }
        output("\n  ],\n  \"notes\": [")
        write(trace.notes, separator: ", ", to: output) { note in
            let messages = renderer.noteMessages(note).sorted { $0.key < $1.key }
            let translated = messages.isEmpty ? "" : ", \"messages\": {" + messages.map { "\($0.key.jsonQuoted): \($0.value.jsonQuoted)" }.joined(separator: ", ") + "}"
            return "{\"afterEvent\": \(note.afterEvent), \"step\": \(note.step), \"text\": \(note.text.jsonQuoted)\(translated)}"
        }
        output("]\n}\n")
    }

    /// One entry at a time, so the output stays a stream of small pieces.
    private func write<Entry>(_ entries: [Entry], separator: String, to output: (String) -> Void, _ entry: (Entry) -> String) {
        for (offset, element) in entries.enumerated() {
            if offset > 0 { output(separator) }
            output(entry(element))
        }
    }

    /// The names the shown events use, each quoted once rather than on every event.
    private struct Vocabulary {
        let trace: Trace
        /// Each object name with the class of the first object so named.
        var classByName: [(name: String, className: String)] = []
        var callbacks: [Callback] = []
        var rules: [Rule] = []
        private var quotedObjects: [String]
        /// Objects whose class differs from the first of their name: their events say their class.
        private var classSuffix: [String]
        private var quotedCallbacks: [String]
        private var quotedRules: [String]

        init(trace: Trace, shown: some Sequence<Int>) {
            self.trace = trace
            quotedObjects = Array(repeating: "", count: trace.objects.count)
            classSuffix = Array(repeating: "", count: trace.objects.count)
            quotedCallbacks = Array(repeating: "", count: Callback.allCases.count)
            quotedRules = Array(repeating: "", count: Rule.allCases.count)
            var classIndex: [String: String] = [:]
            for index in shown {
                let event = trace.events[index]
                let object = Int(event.object)
                if quotedObjects[object].isEmpty {
                    let named = trace.objects[object]
                    quotedObjects[object] = named.name.jsonQuoted
                    if let className = classIndex[named.name] {
                        if className != named.className { classSuffix[object] = ", \"class\": \(named.className.jsonQuoted)" }
                    } else {
                        classIndex[named.name] = named.className
                        classByName.append((named.name, named.className))
                    }
                }
                if quotedCallbacks[Int(event.callback.rawValue)].isEmpty {
                    quotedCallbacks[Int(event.callback.rawValue)] = event.callback.swiftName.jsonQuoted
                    callbacks.append(event.callback)
                }
                if quotedRules[Int(event.rule.rawValue)].isEmpty {
                    quotedRules[Int(event.rule.rawValue)] = String(describing: event.rule).jsonQuoted
                    rules.append(event.rule)
                }
            }
        }

        /// In pieces, each handed on as it is: a long trace writes millions of events, and
        /// building each as one string first cost more than simulating it.
        func writeEvent(_ index: Int, step: String, to output: (String) -> Void) {
            let event = trace.events[index]
            let object = Int(event.object)
            output("{\"step\": ")
            output(step)
            output(", \"object\": ")
            output(quotedObjects[object])
            output(classSuffix[object])
            output(", \"callback\": ")
            output(quotedCallbacks[Int(event.callback.rawValue)])
            if event.passesNil { output(", \"passesNil\": true") }
            if event.isCalledByTheApp { output(", \"calledByTheApp\": true") }
            output(", \"rule\": ")
            output(quotedRules[Int(event.rule.rawValue)])
            if event.unorderedBlock != 0 {
                output(", \"unorderedBlock\": ")
                output(String(event.unorderedBlock))
            }
            output("}")
        }
    }
}
