/// A Mermaid sequence diagram: UIKit calling each object, to paste into documentation.
struct MermaidTraceFormat {
    let renderer: TraceRenderer
    let trace: Trace

    func render(_ shown: [Int]) -> String {
        let participants = TraceRenderer.objects(of: trace, receiving: shown)
        var lines = ["sequenceDiagram", "    participant UIKit"]
        for object in participants { lines.append("    participant \(trace.objects[Int(object)].name)") }
        var noteIndex = 0
        for index in shown {
            while noteIndex < trace.notes.count, trace.notes[noteIndex].afterEvent <= index {
                lines.append("    Note over UIKit: \(sanitized(trace.notes[noteIndex].text))")
                noteIndex += 1
            }
            let event = trace.events[index]
            lines.append("    UIKit->>\(trace.object(of: event).name): \(sanitized(renderer.callbackName(event.callback)))")
        }
        for note in trace.notes[noteIndex...] { lines.append("    Note over UIKit: \(sanitized(note.text))") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Mermaid treats `;` and `#` specially in messages.
    private func sanitized(_ text: String) -> String {
        String(text.compactMap { $0 == ";" ? "," : $0 == "#" ? nil : $0 })
    }
}
