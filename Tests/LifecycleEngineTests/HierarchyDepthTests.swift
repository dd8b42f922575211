import LifecycleEngine
import Testing

/// Child controllers and views nest to a bound, so a long chain of `addChild` or `addView` cannot
/// overflow the stack of the simulator's recursive passes.
@Suite struct HierarchyDepthTests {
    /// `launch A`, then each controller or view added under the previous one, `count` times.
    private func chain(_ count: Int, step: (Int, String) -> String) -> String {
        (["launch A"] + (1...count).map { step($0, $0 == 1 ? "A" : "N\($0 - 1)") }).joined(separator: "\n")
    }

    @Test func aChainOfChildControllersPastTheBoundIsRefusedAtTheFirstTooDeep() {
        let script = chain(3_000) { "addChild N\($0) to \($1)" }
        #expect {
            try LifecycleSimulator.run(script: script)
        } throws: { error in
            guard let error = error as? SimulationError else { return false }
            return error.stepNumber == LifecycleSimulator.maximumDepth + 1 && error.reason == "too-deep"
                && error.details["maximum"] == "\(LifecycleSimulator.maximumDepth)"
        }
    }

    @Test func aChainOfViewsPastTheBoundIsRefused() {
        let script = chain(LifecycleSimulator.maximumDepth + 5) { "addView N\($0) to \($1)" }
        #expect {
            try LifecycleSimulator.run(script: script)
        } throws: { error in
            (error as? SimulationError)?.reason == "too-deep"
        }
    }

    @Test func chainsWithinTheBoundRun() throws {
        let views = try LifecycleSimulator.run(script: chain(LifecycleSimulator.maximumDepth - 1) { "addView N\($0) to \($1)" })
        let children = try LifecycleSimulator.run(script: chain(LifecycleSimulator.maximumDepth - 1) { "addChild N\($0) to \($1)" })
        #expect(views.outcome == .finished && children.outcome == .finished)
    }
}
