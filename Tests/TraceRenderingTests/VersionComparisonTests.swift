import LifecycleEngine
import Testing
@testable import TraceRendering

/// Rows line up the callbacks each version makes; a callback only some versions make is a row of
/// its own, where it happens.
@Suite struct VersionComparisonTests {
    /// iOS 11's extra become-active and resign-active come while the Notification Center settles,
    /// between the pair every version makes: those two rows, not the last two, are the difference.
    @Test func theNotificationCentersExtraPairIsTheRowsInTheMiddle() throws {
        let scenario = try ScenarioParser.parse("launch A; pullDown notificationCenter")
        let comparison = VersionComparison(scenario: scenario, versions: [IOSVersion(10)!, IOSVersion(11)!], filter: .all)
        let pull = comparison.rows.filter { $0.steps.values.contains(2) }
        #expect(pull.map(\.callback) == [.applicationWillResignActive, .applicationDidBecomeActive, .applicationWillResignActive,
                                         .applicationDidBecomeActive])
        #expect(pull.map { $0.differs(among: comparison.versions) } == [false, true, true, false])
        #expect(pull.map { $0.rules[11] } == [.overlayDeactivatesApp, .notificationCenterReactivates, .notificationCenterReactivates,
                                              .overlayDeactivatesApp])
    }
}
