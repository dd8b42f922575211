import LifecycleEngine
import TraceRendering

/// A trace drawn as a sequence diagram a person opens in a browser: UIKit on the left, a lane
/// per object with its lifetime as a bar, an arrow per callback, a band per scenario step.
/// Pure: returns the file's text. Text is XML-escaped and set in a font stack that includes
/// CJK faces, so Chinese object names and notes draw on any system that has one.
public struct SequenceDiagram: Sendable {
    public var trace: Trace
    public var steps: [Scenario.Step]
    public var filter: TraceFilter
    /// Objective-C selectors instead of Swift names.
    public var objectiveC: Bool
    /// Marks the HTML page as Chinese for the browser's font choice.
    public var chinese: Bool
    public var labels: DiagramLabels
    /// The words for a rule, in the reader's language, for each arrow's tooltip: the engine
    /// names rules, the caller brings their words.
    public var words: @Sendable (Rule) -> RuleWords

    public init(trace: Trace, steps: [Scenario.Step], filter: TraceFilter = .all, objectiveC: Bool = false,
                chinese: Bool = false, labels: DiagramLabels,
                words: @escaping @Sendable (Rule) -> RuleWords = RuleWords.named) {
        self.trace = trace
        self.steps = steps
        self.filter = filter
        self.objectiveC = objectiveC
        self.chinese = chinese
        self.labels = labels
        self.words = words
    }

    /// A standalone SVG file.
    public func svg() -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + svgElement()
    }

    /// A standalone HTML page with the diagram inline.
    public func html() -> String {
        """
        <!DOCTYPE html>
        <html lang="\(chinese ? "zh" : "en")">
        <head>
        <meta charset="utf-8">
        <title>\(labels.title.xmlEscaped)</title>
        <style>body { margin: 0; background: #ffffff; } svg { display: block; }</style>
        </head>
        <body>
        \(svgElement())</body>
        </html>

        """
    }

    static let sansFonts = "'Noto Sans CJK SC', 'Source Han Sans SC', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'WenQuanYi Micro Hei', 'Helvetica Neue', Arial, sans-serif"
    static let monoFonts = "'DejaVu Sans Mono', Menlo, Consolas, 'Liberation Mono', 'Noto Sans Mono CJK SC', 'Noto Sans CJK SC', 'Microsoft YaHei', monospace"

    func label(_ event: TraceEvent) -> String {
        objectiveC ? event.objcSelector : event.swiftName
    }

    private func svgElement() -> String {
        let shown = trace.events.indices.filter { filter.includes(trace.events[$0], of: trace) }
        let rows = DiagramRow.rows(of: trace, steps: steps, shown: shown)
        let layout = DiagramLayout(trace: trace, rows: rows, shown: shown, label: label, caller: labels.caller, appCode: labels.appCode,
                                   title: labels.title)
        var out = SVGWriter(width: layout.width, height: layout.height)
        out.open(title: labels.title)
        out.style("""
            text { font-family: \(Self.sansFonts); fill: #1f2328; }
            .title { font-size: 16px; font-weight: 600; }
            .head { font-size: \(SVGWriter.number(DiagramLayout.headSize))px; font-weight: 600; }
            .class { font-size: 11px; fill: #57606a; }
            .call, .step-call { font-family: \(Self.monoFonts); font-size: \(SVGWriter.number(DiagramLayout.labelSize))px; }
            .step { font-size: 13px; font-weight: 600; fill: #0a3069; }
            .note { font-size: 12px; font-style: italic; fill: #9a6700; }
            .crash { font-size: 13px; font-weight: 600; fill: #cf222e; }
            .legend { font-size: 12px; fill: #57606a; }
            """)
        out.text(labels.title, x: DiagramLayout.margin, y: DiagramLayout.margin + 18, className: "title")
        // Bands first, so lanes and arrows draw over them.
        drawStepBands(layout, &out)
        drawLanes(layout, &out)
        drawRows(layout, &out)
        drawLegend(layout, &out)
        out.close()
        return out.text
    }

    private func drawStepBands(_ layout: DiagramLayout, _ out: inout SVGWriter) {
        for (row, y) in zip(layout.rows, layout.rowY) {
            guard case .step = row else { continue }
            out.rect(x: DiagramLayout.margin / 2, y: y - DiagramLayout.stepHeight / 2 + 3, width: layout.width - DiagramLayout.margin,
                     height: DiagramLayout.stepHeight - 6, fill: "#eef4fb", stroke: "none", radius: 3)
        }
    }

    private func drawLanes(_ layout: DiagramLayout, _ out: inout SVGWriter) {
        let headTop = DiagramLayout.margin + DiagramLayout.titleHeight
        let heads = [(x: layout.callerX, name: labels.caller, className: "")]
            + (layout.appCodeX.map { [(x: $0, name: labels.appCode, className: "")] } ?? [])
            + layout.lanes.map { lane in
                let object = trace.objects[Int(lane.object)]
                return (x: lane.x, name: object.name, className: object.className)
            }
        for head in heads {
            let width = max(TextMetrics.width(of: head.name, fontSize: DiagramLayout.headSize), TextMetrics.width(of: head.className, fontSize: 11)) + 20
            out.rect(x: head.x - width / 2, y: headTop, width: width, height: DiagramLayout.headHeight - 6,
                     fill: "#f6f8fa", stroke: "#8c959f", radius: 4)
            out.text(head.name, x: head.x, y: headTop + (head.className.isEmpty ? 22 : 15), className: "head", anchor: "middle")
            if !head.className.isEmpty {
                out.text(head.className, x: head.x, y: headTop + 29, className: "class", anchor: "middle")
            }
            out.line(x1: head.x, y1: layout.top - 6, x2: head.x, y2: layout.bottom, stroke: "#afb8c1", dashed: true)
        }
        for lifetime in layout.lifetimes {
            guard let lane = layout.lane(of: lifetime.object) else { continue }
            out.rect(x: lane.x - 5, y: lifetime.top, width: 10, height: lifetime.bottom - lifetime.top,
                     fill: "#ddf4ff", stroke: "#54aeff", radius: 2)
            if lifetime.released {
                out.cross(x: lane.x, y: lifetime.bottom + 4, size: 7, stroke: "#cf222e")
            }
        }
    }

    private func drawRows(_ layout: DiagramLayout, _ out: inout SVGWriter) {
        for (row, y) in zip(layout.rows, layout.rowY) {
            switch row {
            case let .step(number, text):
                out.text("\(labels.step(number)) · \(text)", x: DiagramLayout.margin, y: y + 5, className: "step")
            case let .event(index):
                let event = trace.events[index]
                guard let lane = layout.lane(of: event.object) else { continue }
                out.group(tooltip: words(event.rule).why) { out in
                    // The app's code makes its own calls: main() runs on its lifeline and hands
                    // control to UIKit with UIApplicationMain; what it creates or shows, it calls.
                    let appCodeX = event.belongsToTheAppsCode ? layout.appCodeX : nil
                    switch (appCodeX, event.callback) {
                    case let (appCodeX?, .main):
                        out.text(label(event), x: appCodeX + DiagramLayout.labelOffset, y: y + 4, className: "call")
                    case let (appCodeX?, .applicationMain):
                        out.arrow(x1: appCodeX, x2: layout.callerX + 6, y: y)
                        out.text(label(event), x: appCodeX + DiagramLayout.labelOffset, y: y + 4, className: "call")
                    default:
                        out.arrow(x1: appCodeX ?? layout.callerX, x2: lane.x - 6, y: y)
                        out.text(label(event), x: lane.x + DiagramLayout.labelOffset, y: y + 4, className: "call")
                    }
                }
            case let .appCall(call):
                // The app's code asks UIKit, which then makes the step's callbacks.
                if let appCodeX = layout.appCodeX {
                    out.arrow(x1: appCodeX, x2: layout.callerX + 6, y: y)
                    out.text(call, x: appCodeX + DiagramLayout.labelOffset, y: y + 4, className: "step-call")
                }
            case let .note(text):
                out.text("⚠ " + text, x: layout.callerX + 14, y: y + 4, className: "note")
            case let .crash(reason):
                out.text("✕ \(labels.crashed): \(reason)", x: layout.callerX + 14, y: y + 4, className: "crash")
            }
        }
    }

    private func drawLegend(_ layout: DiagramLayout, _ out: inout SVGWriter) {
        let y = layout.bottom + 22
        let x = DiagramLayout.margin
        out.rect(x: x, y: y - 11, width: 10, height: 14, fill: "#ddf4ff", stroke: "#54aeff", radius: 2)
        out.text(labels.alive, x: x + 18, y: y, className: "legend")
        // The legend is set in a proportional face.
        let crossX = x + 40 + TextMetrics.width(of: labels.alive, fontSize: 12, narrow: 0.5)
        out.cross(x: crossX, y: y - 4, size: 6, stroke: "#cf222e")
        out.text(labels.released, x: crossX + 14, y: y, className: "legend")
    }
}
