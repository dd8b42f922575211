import LifecycleEngine
import Testing

/// Actions UIKit refuses end the run with a reason, never a crash.
@Suite struct RefusalTests {
    @Test(arguments: [
        ("launch nav(A); pop", "nothing to pop"),
        ("launch A; dismiss", "nothing is presented"),
        ("launch nav(A); push nav(B)", "refuses to push a navigation controller"),
        ("launch tabs(A, B); select C", "no tab shows C"),
        ("launch A; push B", "needs a navigation controller"),
        ("push B", "not running"),
        ("launch A; terminate; launch B", "terminated"),
        ("launch nav(A); push A", "already exists"),
        ("ios 6; launch nav(A); push B; swipeBack", "arrived in iOS 7"),
        ("ios 12; launch A scenes", "scenes arrived in iOS 13"),
        ("ios 12; launch A; present B; swipeDown", "arrived in iOS 13"),
        ("launch A; present B style=fullScreen; swipeDown", "only a sheet"),
        ("launch pages(A, B); page prev", "no page before A"),
        ("launch A; background; rotate", "only the foreground app rotates"),
        ("launch nav(A); push B; background; swipeBack", "gestures need it active"),
        ("launch nav(A); addChild C to Nav", "is a container"),
        ("launch A; removeView V", "no live view named V"),
        ("launch tabs(A(storyboard), B)", "mark every controller"),
        ("launch nav(A); push B(nib) via=segue", "from the storyboard"),
    ] as [(String, String)])
    func refusedActionsSayWhy(_ script: String, _ reason: String) throws {
        let scenario = try ScenarioParser.parse(script)
        #expect {
            try LifecycleSimulator.run(scenario)
        } throws: { error in
            (error as? SimulationError)?.message.contains(reason) ?? false
        }
    }

    @Test func aRefusalNamesTheStepThatWasRefused() throws {
        let scenario = try ScenarioParser.parse("launch nav(A)\npush B\npop\npop")
        #expect {
            try LifecycleSimulator.run(scenario)
        } throws: { error in
            let error = error as? SimulationError
            return error?.location == SourceLocation(line: 4, column: 1) && error?.step == "pop"
        }
    }

    @Test func anEndlessLoadViewRecursionEndsTheRunAsACrash() throws {
        let trace = try LifecycleSimulator.run(script: "launch A(loadView=empty, viewDidLoad=touchesView); push B")
        guard case .crashed(let step, let reason) = trace.outcome else {
            Issue.record("expected a crash, got \(trace.outcome)")
            return
        }
        #expect(step == 1)
        #expect(reason.contains("stack overflows"))
        #expect(!trace.events.contains { trace.object(of: $0).name == "B" })
    }
}
