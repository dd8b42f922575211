/// One column per object, one row per callback: a timeline to read at a glance.
struct LanesTraceFormat {
    let renderer: TraceRenderer
    let trace: Trace
    static let maximumWidth = 34

    func render(_ shown: [Int]) -> String {
        let lanes = TraceRenderer.objects(of: trace, receiving: shown)
        guard !lanes.isEmpty else { return "" }
        var widths: [Int32: Int] = [:]
        for lane in lanes { widths[lane] = trace.objects[Int(lane)].name.count }
        for index in shown {
            let event = trace.events[index]
            widths[event.object] = min(Self.maximumWidth, max(widths[event.object]!, renderer.callbackName(event.callback).count))
        }
        func row(_ cells: [Int32: String]) -> String {
            var line = ""
            for lane in lanes {
                let width = widths[lane]!
                var cell = cells[lane] ?? (cells.isEmpty ? "" : "│")
                if cell.count > width { cell = String(cell.prefix(width - 1)) + "…" }
                line += cell + String(repeating: " ", count: width - cell.count + 2)
            }
            return String(line.reversed().drop { $0 == " " }.reversed())
        }
        var lines = [row(Dictionary(uniqueKeysWithValues: lanes.map { ($0, trace.objects[Int($0)].name) }))]
        lines.append(row(Dictionary(uniqueKeysWithValues: lanes.map { ($0, String(repeating: "─", count: widths[$0]!)) })))
        for index in shown {
            let event = trace.events[index]
            var cells = Dictionary(uniqueKeysWithValues: lanes.map { ($0, "│") })
            cells[event.object] = renderer.callbackName(event.callback)
            lines.append(row(cells))
        }
        for note in trace.notes { lines.append("# \(note.text)") }
        return lines.joined(separator: "\n") + "\n"
    }
}
