import Testing

@testable import Quiz

/// `show`'s "where it sits": the call a scenario's title is about.
@Suite struct MethodPlacementsTests {
    /// "Popping back after a push" shows the pop's didMove, not the launch's, and no two
    /// scenarios show the same neighbours.
    @Test func aPlacementIsTheCallInTheStepsTheTitleIsAbout() throws {
        let placements = MethodPlacements(scenarios: try TestMaterial.material().scenarios)
            .placements(of: "UIViewController.didMove(toParent:)")
        let pop = try #require(placements.first { $0.scenarioID == "scenario.push-and-pop" })
        #expect(pop.callback == "B didMove(toParent: nil)" && pop.before == "B deinit", "\(pop)")
        let neighbours = placements.map { [$0.after ?? "", $0.callback, $0.before ?? ""] }
        #expect(Set(neighbours).count == neighbours.count)
    }
}
