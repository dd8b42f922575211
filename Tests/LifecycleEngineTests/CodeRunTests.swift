import LifecycleEngine
import Testing

/// Where the code a scenario writes into a callback ran: the callback it was written in, and the
/// events it made, so an explanation can say "the code in A's viewDidAppear presents S".
@Suite struct CodeRunTests {
    /// The innermost run that made the object's first event of `callback`: its host's object and
    /// callback, and its code.
    private func madeBy(_ object: String, _ callback: Callback, in script: String)
        throws -> (host: String, code: String)? {
        let trace = try LifecycleSimulator.run(script: script)
        let index = try #require(trace.events.firstIndex { trace.object(of: $0).name == object && $0.callback == callback })
        return trace.codeRun(making: index).map { run in
            ("\(trace.object(of: trace.events[run.host]).name) \(trace.events[run.host].callback.swiftName)", run.code)
        }
    }

    @Test func aPresentationInViewDidAppearIsMadeByThatCode() throws {
        let run = try #require(try madeBy("S", .viewWillAppear, in: "present S in viewDidAppear of A; launch A"))
        #expect(run.host == "A viewDidAppear(_:)" && run.code == "present S in viewDidAppear of A")
    }

    @Test func aChildAddedInViewDidLoadIsMadeByThatCode() throws {
        let run = try #require(try madeBy("C", .willMoveToParent, in: "addChild C to A in viewDidLoad; launch A"))
        #expect(run.host == "A viewDidLoad()")
    }

    /// Code that the code made run is the innermost run: S's dismissal, written in S's viewDidAppear.
    @Test func codeRunByCodeIsItsOwnRun() throws {
        let script = "present S in viewDidAppear of A; dismiss in viewDidAppear of S; launch A"
        #expect(try madeBy("S", .viewWillDisappear, in: script)?.host == "S viewDidAppear(_:)")
        #expect(try madeBy("S", .viewWillAppear, in: script)?.host == "A viewDidAppear(_:)")
    }

    @Test func aPushInWillConnectToIsMadeByThatCode() throws {
        let run = try #require(try madeBy("B", .controllerInitWithNibName, in: "ios 18; push B in willConnectTo; launch nav(A) scenes"))
        #expect(run.host == "Scene scene(_:willConnectTo:options:)")
    }

    @Test func whatUIKitDoesOnItsOwnIsMadeByNoCode() throws {
        #expect(try madeBy("A", .viewDidAppear, in: "present S in viewDidAppear of A; launch A") == nil)
        #expect(try madeBy("B", .viewWillAppear, in: "launch nav(A); push B") == nil)
    }
}
