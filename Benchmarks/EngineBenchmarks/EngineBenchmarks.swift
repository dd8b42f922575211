import Benchmark
import LifecycleEngine
import TraceRendering

// The engine alone, and `simulate`'s work after start-up (parse, run, write), in-process.
// Targets (docs/performance.md): the engine at 5 M callbacks a second; the 80,000-step push/pop
// scenario written as text at 5 M and as JSON at 2 M callbacks a second, each within 64 MiB.
// Run with `swift package benchmark --target EngineBenchmarks`; scripts/bench-engine-quiz and
// scripts/bench-costs time the same through whole processes.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .peakMemoryResident, .mallocCountTotal, Rate.callbacksPerSecond],
        maxDuration: .seconds(10), maxIterations: 10
    )

    Benchmark("engine: long random scenario (20,000 episodes)") { benchmark in
        let scenario = try ScenarioParser.parse(ScenarioGenerator.longScenario(episodes: 20_000, seed: 1))
        let clock = ContinuousClock()
        benchmark.startMeasurement()
        let start = clock.now
        let trace = try LifecycleSimulator.run(scenario)
        Rate.report(callbacks: trace.events.count, since: start, clock: clock, to: benchmark)
        benchmark.stopMeasurement()
        blackHole(trace)
    }

    for format in [TraceRenderer.Format.text, .json] {
        Benchmark("simulate --format \(format): 80,000 steps of push/pop, parsed, run and written") { benchmark in
            let clock = ContinuousClock()
            let start = clock.now
            let scenario = try ScenarioParser.parse(Rate.pushPopScript)
            let trace = try LifecycleSimulator.run(scenario)
            var bytes = 0
            TraceRenderer(format: format).write(trace, steps: scenario.steps) { bytes += $0.utf8.count }
            Rate.report(callbacks: trace.events.count, since: start, clock: clock, to: benchmark)
            blackHole(bytes)
        }
    }
}

enum Rate {
    static let callbacksPerSecond = BenchmarkMetric.custom("callbacks per second", polarity: .prefersLarger, useScalingFactor: false)

    /// The scale scenario of the targets: 1.28 million callbacks.
    static let pushPopScript = "launch nav(A)\n" + (0..<80_000).map { $0 % 2 == 0 ? "push B" : "pop" }.joined(separator: "\n")

    static func report(callbacks: Int, since start: ContinuousClock.Instant, clock: ContinuousClock, to benchmark: Benchmark) {
        let seconds = Double((clock.now - start) / .nanoseconds(1)) / 1e9
        benchmark.measurement(callbacksPerSecond, Int(Double(callbacks) / seconds))
    }
}
