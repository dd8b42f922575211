import LifecycleEngine

/// Where everything goes: lane positions and widths, row positions, each object's lifetime.
struct DiagramLayout {
    static let margin = 24.0
    static let titleHeight = 34.0
    static let headHeight = 40.0
    static let rowHeight = 26.0
    static let stepHeight = 30.0
    static let labelSize = 13.0
    static let headSize = 14.0
    static let legendHeight = 34.0
    /// How far right of its lifeline a callback's label starts.
    static let labelOffset = 10.0

    struct Lane {
        /// Index into `Trace.objects`.
        let object: Int32
        /// The lifeline's x.
        let x: Double
        let width: Double
    }

    /// From the first callback the object gets to its deinit, or to the end.
    struct Lifetime {
        let object: Int32
        let top: Double
        let bottom: Double
        let released: Bool
    }

    let callerX: Double
    /// The lifeline of the app's own code, beside UIKit's, when the shown calls include some it makes.
    let appCodeX: Double?
    let lanes: [Lane]
    let rows: [DiagramRow]
    /// The y of each row's centre line, parallel to `rows`.
    let rowY: [Double]
    let lifetimes: [Lifetime]
    let top: Double
    let bottom: Double
    let width: Double
    let height: Double

    init(trace: Trace, rows: [DiagramRow], shown: [Int], label: (TraceEvent) -> String, caller: String, appCode: String = "your code",
         title: String) {
        let margin = Self.margin
        let objects = Self.objects(of: trace, receiving: shown)
        // Each lane is wide enough for its name and for its callbacks' labels, which sit to the
        // right of its lifeline.
        // main() and UIApplicationMain are labelled on the app's code's lifeline, not the receiver's.
        var labelWidths: [Int32: Double] = [:]
        var appCodeLabels = 0.0
        for index in shown {
            let event = trace.events[index]
            let width = TextMetrics.width(of: label(event), fontSize: Self.labelSize)
            if event.callback == .main || event.callback == .applicationMain {
                appCodeLabels = max(appCodeLabels, width)
            } else {
                labelWidths[event.object] = max(labelWidths[event.object] ?? 0, width)
            }
        }
        // The calls that take the steps are labelled there too.
        let appCalls = rows.compactMap { row -> String? in if case let .appCall(call) = row { call } else { nil } }
        for call in appCalls { appCodeLabels = max(appCodeLabels, TextMetrics.width(of: call, fontSize: Self.labelSize)) }
        let callerWidth = max(90, TextMetrics.width(of: caller, fontSize: Self.headSize) + 40)
        callerX = margin + callerWidth / 2
        var x = margin + callerWidth + 40
        if !appCalls.isEmpty || shown.contains(where: { trace.events[$0].belongsToTheAppsCode }) {
            let head = TextMetrics.width(of: appCode, fontSize: Self.headSize) + 28
            let width = Self.laneWidth(head: head, label: appCodeLabels)
            appCodeX = x + head / 2
            x += width + 16
        } else {
            appCodeX = nil
        }
        var lanes: [Lane] = []
        for object in objects {
            let head = Self.headWidth(trace.objects[Int(object)])
            let width = Self.laneWidth(head: head, label: labelWidths[object] ?? 0)
            // The lifeline sits under the head box's centre, its labels to the right of it.
            let lifeline = x + head / 2
            lanes.append(Lane(object: object, x: lifeline, width: width))
            x += width + 16
        }
        self.lanes = lanes

        top = margin + Self.titleHeight + Self.headHeight
        var y = top + 10
        var rowY: [Double] = []
        for row in rows {
            let height = if case .step = row { Self.stepHeight } else { Self.rowHeight }
            rowY.append(y + height / 2)
            y += height
        }
        bottom = y + 10
        self.rows = rows
        self.rowY = rowY

        // A lifetime starts at the row of the object's first callback (or of the first shown row
        // after it, when a filter hides it) and ends at the row of its deinit.
        let eventRows = rows.enumerated().compactMap { position, row -> (event: Int, y: Double)? in
            if case let .event(index) = row { (index, rowY[position]) } else { nil }
        }
        func yOfEvent(atOrAfter event: Int) -> Double? { eventRows.first { $0.event >= event }?.y }
        let bottom = self.bottom
        lifetimes = objects.compactMap { object -> Lifetime? in
            guard let first = trace.events.firstIndex(where: { $0.object == object }) else { return nil }
            let end = trace.events.firstIndex { $0.object == object && $0.callback.isDeinit }
            let start = (yOfEvent(atOrAfter: first) ?? bottom) - Self.rowHeight / 2 + 4
            let stop = end.flatMap { yOfEvent(atOrAfter: $0) } ?? bottom
            return Lifetime(object: object, top: start, bottom: max(stop, start + 8), released: end != nil)
        }

        let titleWidth = TextMetrics.width(of: title, fontSize: 16) + 2 * margin
        // Notes and the crash run across the lanes from the caller's lifeline.
        let noteStart = callerX + 40
        let noteWidth = rows.map { row -> Double in
            switch row {
            case let .note(text), let .crash(text): noteStart + TextMetrics.width(of: text, fontSize: 13) * 1.05
            default: 0
            }
        }.max() ?? 0
        width = max(x + margin, titleWidth, noteWidth, 360)
        height = self.bottom + Self.legendHeight + margin
    }

    func lane(of object: Int32) -> Lane? { lanes.first { $0.object == object } }

    /// A lane wide enough for its head box and for its widest label, which starts `labelOffset`
    /// right of the lifeline under the head's centre: the last lane's labels must not run off the page.
    static func laneWidth(head: Double, label: Double) -> Double {
        max(120, head, head / 2 + labelOffset + label + 14)
    }

    /// The width a lane's head box takes: its name, or its class under it when wider
    /// (`UIApplicationDelegate` under `App`), with room around.
    static func headWidth(_ object: TraceObject) -> Double {
        max(TextMetrics.width(of: object.name, fontSize: headSize), TextMetrics.width(of: object.className, fontSize: 11)) + 28
    }

    /// The objects that receive the shown events, in order of first appearance.
    static func objects(of trace: Trace, receiving shown: [Int]) -> [Int32] {
        var objects: [Int32] = []
        for index in shown where !objects.contains(trace.events[index].object) {
            objects.append(trace.events[index].object)
        }
        return objects
    }
}

extension Callback {
    var isDeinit: Bool { self == .controllerDeinit || self == .viewDeinit }
}
