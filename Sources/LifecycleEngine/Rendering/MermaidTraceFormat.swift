/// A Mermaid sequence diagram: UIKit calling each object, to paste into documentation.
struct MermaidTraceFormat {
    let renderer: TraceRenderer
    let trace: Trace

    func render(_ shown: some Sequence<Int>, to output: (String) -> Void) {
        let participants = TraceRenderer.objects(of: trace, receiving: shown)
        output("sequenceDiagram\n    participant UIKit\n")
        for object in participants { output("    participant \(trace.objects[Int(object)].name)\n") }
        var noteIndex = 0
        for index in shown {
            while noteIndex < trace.notes.count, trace.notes[noteIndex].afterEvent <= index {
                output("    Note over UIKit: \(sanitized(trace.notes[noteIndex].text))\n")
                noteIndex += 1
            }
            let event = trace.events[index]
            output("    UIKit->>\(trace.object(of: event).name): \(sanitized(renderer.callbackName(event.callback)))\n")
        }
        for note in trace.notes[noteIndex...] { output("    Note over UIKit: \(sanitized(note.text))\n") }
    }

    /// Mermaid treats `;` and `#` specially in messages.
    private func sanitized(_ text: String) -> String {
        String(text.compactMap { $0 == ";" ? "," : $0 == "#" ? nil : $0 })
    }
}
