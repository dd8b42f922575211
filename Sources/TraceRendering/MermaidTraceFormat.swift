import LifecycleEngine
/// A Mermaid sequence diagram: UIKit (or the app's code) calling each object, to paste into documentation.
struct MermaidTraceFormat {
    let renderer: TraceRenderer
    let trace: Trace

    func render(_ shown: some Sequence<Int>, to output: (String) -> Void) {
        let participants = TraceRenderer.objects(of: trace, receiving: shown)
        output("sequenceDiagram\n    participant UIKit\n")
        // The app's own calls (makeKeyAndVisible in code) come from its code, not from UIKit.
        let appCalls = shown.contains { trace.events[$0].isCalledByTheApp || trace.events[$0].callback == .main }
        if appCalls { output("    participant AppCode as \(sanitized(renderer.appCodeName))\n") }
        for object in participants {
            let name = trace.objects[Int(object)].name
            let id = participantID(of: Int(object))
            output(id == name ? "    participant \(name)\n" : "    participant \(id) as \(sanitized(name))\n")
        }
        var noteIndex = 0
        var step: Int32?
        var drawnFirst: Int?
        for index in shown {
            while noteIndex < trace.notes.count, trace.notes[noteIndex].afterEvent <= index {
                output("    Note over UIKit: \(sanitized(trace.notes[noteIndex].text))\n")
                noteIndex += 1
            }
            if trace.events[index].step != step {
                step = trace.events[index].step
                drawnFirst = callStartingTheStep(at: index)
                if let drawnFirst, drawnFirst != index { draw(drawnFirst, to: output) }
            } else if index == drawnFirst {
                continue
            }
            draw(index, to: output)
        }
        for note in trace.notes[noteIndex...] { output("    Note over UIKit: \(sanitized(note.text))\n") }
    }

    /// The program's entry runs in the app's code; the app's own calls come from it, the rest from UIKit.
    private func draw(_ index: Int, to output: (String) -> Void) {
        let event = trace.events[index]
        let call = sanitized(renderer.callName(of: event))
        if event.callback == .main { return output("    Note over AppCode: \(call)\n") }
        let caller = event.isCalledByTheApp ? "AppCode" : "UIKit"
        output("    \(caller)->>\(participantID(of: Int(event.object))): \(call)\n")
    }

    /// The app's loadViewIfNeeded() of a step that begins at `index`, when shown: the trace logs it
    /// where an override that calls super logs, after the loading it causes, but a diagram of
    /// calls draws it before.
    private func callStartingTheStep(at index: Int) -> Int? {
        let step = trace.events[index].step
        return trace.events[index...].prefix { $0.step == step }.firstIndex {
            $0.rule == .appCallsLoadViewIfNeeded && renderer.filter.includes($0, of: trace)
        }
    }

    /// The name itself when Mermaid reads it as a plain participant; otherwise (a keyword such as
    /// `end`, or characters Mermaid parses) a made-up id, declared with the name as its alias.
    private func participantID(of object: Int) -> String {
        let name = trace.objects[object].name
        let plain = name.first.map { $0.isASCII && $0.isLetter } == true
            && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        return plain && !Self.keywords.contains(name.lowercased()) ? name : "object\(object)"
    }

    /// Words Mermaid's sequence diagrams reserve.
    private static let keywords: Set<String> = [
        "end", "loop", "alt", "else", "opt", "par", "and", "rect", "critical", "break", "option", "box",
        "note", "participant", "actor", "activate", "deactivate", "autonumber", "title", "link", "links",
        "properties", "details", "create", "destroy", "over", "left", "right", "of", "as", "uikit", "appcode",
    ]

    /// Mermaid treats `;` and `#` specially in messages.
    private func sanitized(_ text: String) -> String {
        String(text.compactMap { $0 == ";" ? "," : $0 == "#" ? nil : $0 })
    }
}
