import LifecycleEngine
import Testing
import TraceRendering

/// `--only` names one family of callbacks or several separated by commas.
@Suite struct TraceFilterTests {
    @Test func severalFamiliesShowWhatEitherShows() throws {
        let trace = try LifecycleSimulator.run(script: "launch nav(A); push B")
        let both = try #require(TraceFilter(rawValue: "layout, appearance"))
        let layout = TraceFilter([.layout]), appearance = TraceFilter([.appearance])
        for event in trace.events {
            #expect(both.includes(event, of: trace) == (layout.includes(event, of: trace) || appearance.includes(event, of: trace)))
        }
    }

    @Test(arguments: ["layout,apperance", ",", "", "layout,"])
    func aNameThatIsNoFamilyIsRefused(_ text: String) {
        #expect(TraceFilter(rawValue: text) == nil)
    }
}
