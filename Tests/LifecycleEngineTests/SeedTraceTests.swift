import LifecycleEngine
import Testing

/// Every callback sequence the seeds logged, reproduced by the engine at the log's iOS version.
@Suite struct SeedTraceTests {
    @Test(arguments: try SeedTrace.all())
    func engineReproducesTheLoggedOrder(_ seed: SeedTrace) throws {
        let trace = try LifecycleSimulator.run(script: seed.scenario, on: IOSVersion(seed.ios))
        let expected = try seed.logged.map { entry in try resolve(entry, in: trace) }
        let shown = Set(expected.map { ShownCallback(object: $0.object, callback: $0.callback) })
        let events = trace.events.filter { Int($0.step) >= seed.compareFrom }
        func shownCallbacks(of events: [TraceEvent]) -> [ShownCallback] {
            events.map { ShownCallback(object: trace.object(of: $0).name, callback: $0.callback) }.filter { shown.contains($0) }
        }
        let produced = shownCallbacks(of: events)
        if seed.truncated {
            #expect(Array(produced.prefix(expected.count)) == expected)
            #expect(trace.outcome != .finished, "an endless sequence ends the run")
        } else if produced != expected {
            // A log may leave out what UIKit usually but not always does (a second layout pass at launch).
            #expect(shownCallbacks(of: events.filter { !$0.rule.isUsualNotCertain }) == expected)
        }
    }

    /// The traces of Content/traces.yaml, by id, so one that vanishes is noticed.
    @Test func seedTracesAreAllRead() throws {
        #expect(try SeedTrace.all().map(\.id) == [
            "trace.seed000-frame-stages", "trace.seed000-rotation", "trace.seed000-present-dismiss",
            "trace.seed000-loadview-loop", "trace.seed000-storyboard-push", "trace.seed000-view-from-nib",
            "trace.seed000-view-from-code", "trace.seed001-push", "trace.seed001-pop", "trace.seed002-launch",
            "trace.seed002-background-and-kill", "trace.seed002-memory-warning", "trace.seed002-push-and-back",
            "trace.seed002-push-summary", "trace.seed002-present-dismiss", "trace.seed003-single-controller",
            "trace.seed003-push-and-back", "trace.seed004-modal-segue", "trace.seed004-loadview-without-view",
        ])
    }

    private struct ShownCallback: Hashable, CustomStringConvertible {
        let object: String
        let callback: Callback
        var description: String { "\(object) \(callback.swiftName)" }
    }

    /// The logged spelling names a callback of the right kind of object.
    private func resolve(_ entry: SeedTrace.Entry, in trace: Trace) throws -> ShownCallback {
        let object = try #require(trace.objects.first { $0.name == entry.object }, "\(entry.object) never appears")
        let wantsView = object.kind == .view
        let candidates = Callback.matching(entry.spelling).filter { ($0.declaringClass == "UIView") == wantsView }
        let callback = try #require(candidates.count == 1 ? candidates.first : nil,
                                    "'\(entry.spelling)' names \(candidates.count) callbacks of \(entry.object)")
        return ShownCallback(object: entry.object, callback: callback)
    }
}
