import LifecycleEngine
import Testing

/// UIKit behaviours beyond the seeds' logs, pinned as data files (see Fixtures/behaviours).
@Suite struct BehaviourFixtureTests {
    @Test(arguments: try BehaviourFixture.all())
    func engineProducesTheFixturesCallbacks(_ fixture: BehaviourFixture) throws {
        let trace = try LifecycleSimulator.run(script: fixture.script, on: fixture.version)
        let produced = trace.events
            .filter { Int($0.step) >= fixture.fromStep && fixture.filter.includes($0, of: trace) }
            .map { "\(trace.object(of: $0).name) \($0.callback.swiftName)" }
        #expect(produced == fixture.expected, "\(fixture.behaviour)")
    }

    @Test func everyBehaviourFixtureIsRead() throws {
        #expect(try BehaviourFixture.all().count >= 30)
    }
}
