import LifecycleEngine
/// A Mermaid sequence diagram: UIKit (or the app's code) calling each object, to paste into documentation.
struct MermaidTraceFormat {
    let renderer: TraceRenderer
    let trace: Trace
    let steps: [Scenario.Step]

    func render(_ shown: some Sequence<Int>, to output: (String) -> Void) {
        let participants = TraceRenderer.objects(of: trace, receiving: shown)
        output("sequenceDiagram\n    participant UIKit\n")
        // The app's own calls (makeKeyAndVisible in code) come from its code, not from UIKit, and
        // notes on the code written into callbacks go over it.
        let appCalls = shown.contains { trace.events[$0].belongsToTheAppsCode || stepCall(trace.events[$0].step) != nil }
            || trace.notes.contains(where: isAboutTheAppsCode)
        if appCalls { output("    participant AppCode as \(sanitized(renderer.appCodeName))\n") }
        for object in participants {
            let name = trace.objects[Int(object)].name
            let id = participantID(of: Int(object))
            output(id == name ? "    participant \(name)\n" : "    participant \(id) as \(sanitized(name))\n")
        }
        var noteIndex = 0
        var step: Int32?
        var drawnEarly: Set<Int> = []
        for index in shown {
            while noteIndex < trace.notes.count, trace.notes[noteIndex].afterEvent <= index {
                write(trace.notes[noteIndex], to: output)
                noteIndex += 1
            }
            if drawnEarly.remove(index) != nil { continue }
            let startsAStep = trace.events[index].step != step
            step = trace.events[index].step
            // The call the app's code makes to take the step comes first.
            if startsAStep, let call = stepCall(trace.events[index].step) { output("    AppCode->>UIKit: \(sanitized(call))\n") }
            for early in callsStarting(at: index, startsAStep: startsAStep) where early != index {
                draw(early, to: output)
                drawnEarly.insert(early)
            }
            draw(index, to: output)
        }
        for note in trace.notes[noteIndex...] { write(note, to: output) }
    }

    /// The call the app's code makes to take the 1-based step, if it takes it.
    private func stepCall(_ step: Int32) -> String? {
        steps.indices.contains(Int(step) - 1) ? steps[Int(step) - 1].action.appsCall : nil
    }

    private func write(_ note: TraceNote, to output: (String) -> Void) {
        output("    Note over \(isAboutTheAppsCode(note) ? "AppCode" : "UIKit"): \(sanitized(note.text))\n")
    }

    /// Notes on the code a scenario writes into callbacks: when it runs, or that it never did.
    private func isAboutTheAppsCode(_ note: TraceNote) -> Bool {
        note.key?.hasPrefix("code-") == true
    }

    /// The program's entry runs in the app's code, which calls UIKit's UIApplicationMain; the
    /// app's own calls come from it, the rest from UIKit.
    private func draw(_ index: Int, to output: (String) -> Void) {
        let event = trace.events[index]
        let call = sanitized(renderer.callName(of: event))
        switch event.callback {
        case .main: output("    Note over AppCode: \(call)\n")
        case .applicationMain: output("    AppCode->>UIKit: \(call)\n")
        default:
            let caller = event.isCalledByTheApp ? "AppCode" : "UIKit"
            output("    \(caller)->>\(participantID(of: Int(event.object))): \(call)\n")
        }
    }

    /// A loadViewIfNeeded() whose call begins at `index`, when shown: the trace logs it where an
    /// override that calls super logs, after the loading it causes, but a diagram of calls draws
    /// it before. The app's loads everything its step does; UIKit's wraps the loadView() and
    /// viewDidLoad() right before it.
    private func callsStarting(at index: Int, startsAStep: Bool) -> [Int] {
        let event = trace.events[index]
        var calls: [Int] = []
        if startsAStep, let appCall = trace.events[index...].prefix(while: { $0.step == event.step })
            .firstIndex(where: { $0.rule == .appCallsLoadViewIfNeeded }) {
            calls.append(appCall)
        }
        if event.callback == .loadView {
            let wrapped = trace.events[index...].prefix { $0.object == event.object && ($0.callback == .loadView || $0.callback == .viewDidLoad) }
            let next = index + wrapped.count
            if next < trace.events.count, trace.events[next].object == event.object, trace.events[next].rule == .uiKitCallsLoadViewIfNeeded {
                calls.append(next)
            }
        }
        return calls.filter { renderer.filter.includes(trace.events[$0], of: trace) }
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
