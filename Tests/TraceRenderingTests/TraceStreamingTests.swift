import Testing

import LifecycleEngine
import TraceRendering
@testable import TraceRendering

/// `write(_:steps:to:)` hands output over a callback at a time, so a long trace is never held
/// whole as text (an 80,000-step JSON trace once held 1.1 GB).
@Suite struct TraceStreamingTests {
    static let script = "launch nav(A)\n" + (0..<2_000).map { $0.isMultiple(of: 2) ? "push B" : "pop" }.joined(separator: "\n")

    @Test(arguments: TraceRenderer.Format.allCases)
    func everyFormatStreamsInSmallPiecesThatAddUpToTheWhole(_ format: TraceRenderer.Format) throws {
        let scenario = try ScenarioParser.parse(Self.script)
        let trace = try LifecycleSimulator.run(scenario)
        let renderer = TraceRenderer(format: format, explain: true)
        var pieces = 0, largest = 0, streamed = ""
        renderer.write(trace, steps: scenario.steps) { piece in
            pieces += 1
            largest = max(largest, piece.utf8.count)
            streamed += piece
        }
        #expect(streamed == renderer.render(trace, steps: scenario.steps))
        #expect(pieces >= trace.events.count)
        // One piece is one callback or line, never the document: bounded whatever the length.
        #expect(largest <= 2_048, "largest piece: \(largest) bytes of \(streamed.utf8.count)")
    }
}
