import LifecycleEngine
import DisplayWidth

/// One column per object, one row per callback: a timeline to read at a glance. Lanes are
/// bounded (`maximumLanes`, and the terminal's width when one is given), so the output grows with
/// the number of callbacks, not callbacks × objects.
struct LanesTraceFormat {
    let renderer: TraceRenderer
    let trace: Trace
    let steps: [Scenario.Step]
    /// Lanes beyond this share the last one; 16 lanes of callback names are already wider than
    /// any screen.
    static let maximumLanes = 16
    /// Narrower lanes would show little but `…`; fitting folds lanes before going below this.
    static let minimumLaneWidth = 8
    static let gap = 2

    func render(_ shown: some Collection<Int>, to output: (String) -> Void) {
        let objects = TraceRenderer.objects(of: trace, receiving: shown)
        guard !objects.isEmpty else { return }
        let names = trace.objects.map { displayColumns(of: $0.name) }
        var natural = names
        var sharedNatural = names
        for index in shown {
            let event = trace.events[index]
            let width = displayColumns(of: renderer.callName(of: event))
            let object = Int(event.object)
            natural[object] = max(natural[object], width)
            sharedNatural[object] = max(sharedNatural[object], names[object] + 1 + width)
        }
        let layout = LaneLayout(
            objects: objects, objectCount: trace.objects.count, natural: natural, sharedNatural: sharedNatural,
            sharedTitleWidth: { displayColumns(of: sharedTitle($0)) },
            maximumLanes: Self.maximumLanes, minimumWidth: Self.minimumLaneWidth, gap: Self.gap, columns: renderer.columns)

        for line in explanations(of: layout) {
            output((renderer.columns.map { truncated(line, toColumns: $0) } ?? line) + "\n")
        }
        var titles = layout.ownLanes.map { trace.objects[Int($0)].name }
        if !layout.sharedLane.isEmpty { titles.append(sharedTitle(layout.sharedLane.count)) }
        output(row(titles, layout) + "\n")
        output(row(layout.widths.map { String(repeating: "─", count: $0) }, layout) + "\n")
        var cells = [String](repeating: "│", count: layout.laneCount)
        // Each step's header and the notes go between the rows where they happened, so the
        // timeline reads step by step.
        var marks = TraceMarks(trace: trace, steps: steps, showsHeaders: true)
        func write(_ mark: TraceMarks.Mark) {
            switch mark {
            case .header(let line): output((renderer.columns.map { truncated(line, toColumns: $0) } ?? line) + "\n")
            // A note is read whole: on a terminal it wraps, each line a comment.
            case .note(let text):
                for line in renderer.columns.map({ wrapped(text, toColumns: $0 - 2) }) ?? [text] { output("# \(line)\n") }
            }
        }
        for index in shown {
            let event = trace.events[index]
            marks.before(event: index, write)
            guard let lane = layout.laneOfObject[Int(event.object)] else { continue }
            let callback = renderer.callName(of: event)
            cells[lane] = lane == layout.sharedLaneIndex ? "\(trace.objects[Int(event.object)].name) \(callback)" : callback
            output(row(cells, layout) + "\n")
            cells[lane] = "│"
        }
        marks.atEnd(write)
    }

    /// Cells padded to their lanes' widths (cut short when wider), trailing spaces dropped.
    private func row(_ cells: [String], _ layout: LaneLayout) -> String {
        var line = ""
        var pending = 0
        for (cell, width) in zip(cells, layout.widths) {
            let text = Self.fitted(cell, toColumns: width)
            if !text.isEmpty {
                line += String(repeating: " ", count: pending) + text
                pending = 0
            }
            pending += width - displayColumns(of: text) + Self.gap
        }
        return line
    }

    /// A cell too wide for its lane, shortened where it says least before it is cut with `…`:
    /// a label-less argument goes (`viewDidAppear(_:)` → `viewDidAppear`), and a delegate method
    /// is named by its event (`application(_:didFinishLaunchingWithOptions:)` →
    /// `didFinishLaunchingWithOptions`), as people say it; a prefix cut would leave
    /// `application(_…` for every one of them.
    static func fitted(_ cell: String, toColumns columns: Int) -> String {
        guard displayColumns(of: cell) > columns else { return cell }
        var short = cell.replacing(/\((?:_:)?\)$/, with: "")
        if let event = short.firstMatch(of: /^(.*?)[A-Za-z]\w*\(_:([A-Za-z]\w*):[^()]*\)$/) {
            short = "\(event.1)\(event.2)"
        }
        // A delegate method named after its delegate's object (`presentationControllerDidDismiss`)
        // by what happens: `didDismiss`, as `navigationController(_:didShow:animated:)` is `didShow`.
        if let event = short.firstMatch(of: /^(.*? )?[a-z]+Controller([A-Z])(\w*:?)$/) {
            short = "\(event.1 ?? "")\(event.2.lowercased())\(event.3)"
        }
        // A removal keeps its nil, or it reads as an addition: `willMove(toParent: nil)` as
        // `willMove(nil)`, cut before the nil if need be (`willMov…(nil)`, `willMoveTo…:nil`).
        if let call = short.firstMatch(of: /^(.*?)\(\w+: nil\)$/) { short = "\(call.1)(nil)" }
        if let nilEnd = ["(nil)", ":nil"].first(where: short.hasSuffix), displayColumns(of: short) > columns, columns > nilEnd.count + 1 {
            return truncated(String(short.dropLast(nilEnd.count)), toColumns: columns - nilEnd.count) + nilEnd
        }
        return truncated(short, toColumns: columns)
    }

    private func sharedTitle(_ count: Int) -> String {
        renderer.laneNotes.sharedTitle(count)
    }

    /// What was folded or cut short, and how to see it whole.
    private func explanations(of layout: LaneLayout) -> [String] {
        var lines: [String] = []
        if !layout.sharedLane.isEmpty {
            let shown = layout.sharedLane.prefix(5).map { trace.objects[Int($0)].name }
            let names = shown.joined(separator: ", ") + (layout.sharedLane.count > shown.count ? ", …" : "")
            lines.append("# " + renderer.laneNotes.shared(layout.sharedLane.count, names))
        }
        if layout.shortened, let columns = renderer.columns {
            lines.append("# " + renderer.laneNotes.fitted(columns))
        }
        return lines
    }
}
