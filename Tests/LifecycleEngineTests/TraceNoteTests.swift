import Testing

@testable import LifecycleEngine

/// What a trace cannot show by its lines, because it did not happen, it says in a note.
@Suite struct TraceNoteTests {
    private func noteKeys(_ script: String) throws -> [String?] {
        try LifecycleSimulator.run(try ScenarioParser.parse(script)).notes.map(\.key)
    }

    @Test func aKeptControllerSaysWhyItIsNeitherReleasedNorLoadedAgain() throws {
        #expect(try noteKeys("launch nav(R); push A(kept); pop; push A") == ["kept-not-released", "kept-shown-again"])
    }

    @Test func aViewAddedWithoutAddChildBeforeItsHostShowsSaysItWillNotAppear() throws {
        #expect(try noteKeys("addSubview C to A in viewDidLoad; launch A") == ["uncontained-before-host-appears"])
        #expect(try noteKeys("launch A; addSubview C to A") == [])
    }

    @Test func aTapHitTestingSkipsSaysWhereTheTouchWent() throws {
        let trace = try LifecycleSimulator.run(try ScenarioParser.parse("launch A; addView V to A; addView H(hidden) to V; tap H"))
        #expect(trace.notes.map(\.key) == ["tap-lands-elsewhere"] && trace.notes.first?.values["hit"] == "V")
        #expect(try noteKeys("launch A; addView V to A; addView W to V; tap W") == [])
    }

    /// A swipe on a sheet whose presentation controller has no delegate says why no delegate
    /// callback comes, and names the step that would set one.
    @Test func aSheetSwipedWithoutADelegateSaysNoOneIsAsked() throws {
        let trace = try LifecycleSimulator.run(try ScenarioParser.parse("launch A; present B; swipeDown"))
        #expect(trace.notes.map(\.key) == ["sheet-without-delegate"] && trace.notes.first?.values == ["name": "B", "presenter": "A"])
        #expect(try noteKeys("launch A; present B; delegate A for sheet B; swipeDown") == [])
    }

    /// Code written into viewDidAppear runs the first time only, as if a flag guarded it: the
    /// splash's A viewDidAppear (a full-screen presentation, iOS 12) comes again after S is
    /// dismissed, and says the present does not run again (unguarded, it would present S once more).
    @Test func appearanceCodeRunsOnceAndTheNextCallSaysSo() throws {
        let keys = try noteKeys("ios 12; present S in viewDidAppear of A; dismiss in viewDidAppear of S; launch A")
        #expect(keys.filter { $0 == "code-runs-once" }.count == 1)
        #expect(try noteKeys("ios 12; present S in viewDidAppear of A; launch A").contains("code-runs-once") == false)
    }
}
