import LifecycleEngine
import Testing

/// UIKit behaviours beyond the seeds' logs, pinned as data files (see Fixtures/behaviours).
@Suite struct BehaviourFixtureTests {
    @Test(arguments: try BehaviourFixture.all())
    func engineProducesTheFixturesCallbacks(_ fixture: BehaviourFixture) throws {
        let trace = try LifecycleSimulator.run(script: fixture.script, on: fixture.version)
        let produced = trace.events
            .filter { Int($0.step) >= fixture.fromStep && fixture.filter.includes($0, of: trace) }
            .map { "\(trace.object(of: $0).name) \($0.swiftName)" }
        #expect(produced == fixture.expected, "\(fixture.behaviour)")
    }

    /// Each fixture says where its behaviour is documented or was logged: a seed passage
    /// (`seed 00N lines a-b`) or a document's address.
    @Test(arguments: try BehaviourFixture.all())
    func everyFixtureCitesItsEvidence(_ fixture: BehaviourFixture) {
        #expect(!fixture.evidence.isEmpty, "\(fixture.name): no '# evidence:' line")
        for line in fixture.evidence {
            #expect(line.firstMatch(of: /https?:\/\//) != nil || line.firstMatch(of: /seed \d{3} .*lines? \d+/) != nil, "\(fixture.name): '\(line)' cites nothing")
        }
        #expect(!fixture.shows.isEmpty, "\(fixture.name): no '# shows:' line")
    }

    /// Projected onto the callbacks its evidence shows, the engine's trace is exactly what the
    /// evidence shows, in the same order: the part of the fixture that is not the engine's word.
    @Test(arguments: try BehaviourFixture.all())
    func theEngineAgreesWithWhatTheEvidenceShows(_ fixture: BehaviourFixture) throws {
        let shown = Set(fixture.shows)
        let projected = try produced(fixture).map(\.line).filter { shown.contains($0) }
        #expect(projected == fixture.shows, "\(fixture.name)")
    }

    /// Every callback the evidence does not show is marked as extrapolated from the rule that
    /// fires it, and no rule is named that fires none of them.
    @Test(arguments: try BehaviourFixture.all())
    func everyOtherCallbackIsMarkedWithItsRule(_ fixture: BehaviourFixture) throws {
        let shown = Set(fixture.shows)
        let rules = Set(try produced(fixture).filter { !shown.contains($0.line) }.map(\.rule))
        #expect(rules == fixture.extrapolatedFrom, "\(fixture.name): the unshown callbacks come from \(rules.sorted())")
    }

    private func produced(_ fixture: BehaviourFixture) throws -> [(line: String, rule: String)] {
        let trace = try LifecycleSimulator.run(script: fixture.script, on: fixture.version)
        return trace.events
            .filter { Int($0.step) >= fixture.fromStep && fixture.filter.includes($0, of: trace) }
            .map { ("\(trace.object(of: $0).name) \($0.swiftName)", String(describing: $0.rule)) }
    }

    /// The files of Fixtures/behaviours, by name, so one that vanishes (or fails to be read) is noticed.
    @Test func everyBehaviourFixtureIsRead() throws {
        #expect(try BehaviourFixture.all().map(\.name).sorted() == [
            "app-with-a-fetch-handler-hears-every-notification-there-before-ios-10",
            "app-without-a-notification-center-delegate-hears-the-tap-in-its-fetch-handler", "background-snapshots-are-laid-out-once",
            "background-snapshots-in-both-styles", "background-snapshots-run-style-handlers",
            "child-added-in-viewdidload-appears-with-its-parent", "child-added-to-visible-parent-hears-did-move-twice",
            "child-added-to-visible-parent-is-appearing-after-the-codes-did-move", "child-removed-disappears-and-is-released",
            "constraints-added-in-code-bring-a-constraint-pass",
            "container-code-that-adds-the-new-child-first-tells-the-children-in-that-order",
            "container-transition-swaps-children-around-its-animation", "control-center-resigns-and-becomes-active-once",
            "controller-overriding-the-deprecated-rotation-methods-still-hears-them-from-ios-8",
            "controller-view-added-without-containment-appears-but-hears-no-rotation",
            "controller-view-added-without-containment-before-its-host-appears-gets-no-appearance",
            "covered-controller-hears-the-style-as-it-returns", "covered-controller-hears-the-turn-when-it-returns",
            "covered-controller-trait-handler-runs-as-it-returns", "curl-turn-removes-the-page-that-left-around-its-viewdiddisappear",
            "dark-mode-switch-reloads-nothing-and-redraws", "deallocated-observer-crashes-before-ios-9",
            "dismiss-in-view-did-appear-waits-for-the-presentation",
            "dismiss-in-view-will-appear-of-a-controller-being-presented-is-ignored", "drawing-view-draws-after-layout-and-on-request",
            "fetch-handler-hears-the-notification-that-launched-the-app", "first-appearance-reports-the-safe-area-before-layout",
            "first-traits-arrive-in-the-window-before-ios-13", "full-screen-presentation-lays-out-the-presenter-up-to-ios-12",
            "hidden-view-is-skipped-by-hit-testing", "hit-testing-runs-twice-asking-front-siblings-first",
            "kept-controller-pushed-again-does-not-load-again",
            "landscape-only-root-turns-before-its-first-frame-without-a-size-transition",
            "launch-from-ios-11-commits-the-first-frame-before-becoming-active",
            "launch-from-ios-13-becomes-active-before-the-first-frame", "launch-from-storyboard-instantiates-before-will-finish",
            "launch-on-ios-5-asks-the-root-twice-before-it-appears", "launch-on-ios-8-commits-the-first-frame-before-becoming-active",
            "launch-on-ios-9-becomes-active-before-the-first-frame", "launch-with-scenes", "layout-step-lays-out-at-once",
            "load-view-if-needed-loads-at-once", "local-notification-before-ios-10-reaches-the-app-delegate-at-once-in-the-foreground",
            "local-notification-from-ios-10-reaches-the-center-delegate-like-a-push",
            "local-notification-tap-before-ios-10-reaches-the-app-delegate-inactive",
            "memory-warning-before-ios-6-unloads-off-screen-views", "memory-warning-from-ios-6-keeps-views",
            "memory-warning-reaches-observers-in-registration-order", "modal-in-presentation-holds-the-sheet",
            "navigation-controller-calls-load-view-if-needed", "navigation-delegate-hears-a-pop-as-the-revealed-controller-appears",
            "navigation-delegate-hears-a-push-around-the-incoming-appearance", "navigation-delegate-hears-nothing-after-a-cancelled-swipe-back",
            "navigation-root-from-ios-13-loads-its-top-after-becoming-active",
            "navigation-root-on-ios-7-shows-its-top-before-becoming-active",
            "navigation-stack-set-at-once-adds-the-controllers-below-at-once", "nearly-transparent-view-is-skipped-by-hit-testing",
            "notification-arriving-in-the-background-is-heard-only-when-tapped",
            "notification-center-pulled-down-before-ios-11-resigns-and-becomes-active-once",
            "notification-center-pulled-down-from-ios-11-resigns-and-becomes-active-twice", "notification-follows-its-app-delegate-method",
            "notification-in-the-foreground-asks-will-present-and-a-tap-leaves-the-app-active",
            "notification-in-the-foreground-before-ios-10-reaches-the-app-delegate-active",
            "notification-launch-before-ios-10-calls-no-receive-method", "notification-launch-reaches-the-delegate-before-the-root-loads",
            "notification-launch-with-scenes-reaches-the-delegate-after-will-connect",
            "notification-tap-before-ios-10-reaches-the-app-delegate-inactive",
            "notification-tap-brings-the-app-forward-before-it-is-heard", "only-the-nearest-tap-recognizer-fires", "page-curl",
            "page-curl-cancelled", "page-scroll", "page-scroll-cancelled", "page-view-controller-only-curls-on-ios-5",
            "page-view-controller-shows-its-first-page-at-once", "pop-in-view-did-appear-waits-for-the-push",
            "pop-to-a-controller-releases-those-under-the-top-first", "pop-to-root-releases-the-controllers-under-the-top-first",
            "popped-controllers-subview-is-removed-as-it-deallocates", "present-current-context-covers-like-full-screen",
            "present-full-screen-ends-with-the-presenter-disappearing", "present-in-view-did-appear-waits-for-the-running-transition",
            "present-in-view-did-load-of-the-root-presents-nothing", "present-in-view-will-appear-of-the-root-presents-nothing",
            "present-navigation-controller-shows-its-root-during-layout", "present-over-current-context-keeps-the-presenter",
            "present-over-full-screen-keeps-the-presenter", "present-sheet-leaves-the-presenter-alone",
            "presented-controller-passes-touches-to-its-presenter", "push-during-launch-from-ios-18-shows-only-the-pushed-controller",
            "push-during-launch-up-to-ios-17-waits-for-the-first-layout", "push-loads-the-new-view-before-the-old-one-disappears",
            "push-on-ios-8-loads-first", "push-on-ios-9-disappears-before-loading", "push-without-animation-appears-before-layout",
            "relaunch-into-saved-scene-session-asks-no-configuration", "removed-view-tells-its-superview-as-it-deallocates",
            "retain-cycle-keeps-a-popped-controller-alive", "rotation-before-ios-8",
            "rotation-from-ios-16-asks-only-supported-orientations", "rotation-from-ios-6-asks-only-the-root",
            "rotation-from-ios-8-is-a-size-change", "rotation-in-the-background-is-told-on-return",
            "rotation-on-ios-5-asks-twice-before-turning", "rotation-reports-traits-after-the-size-and-before-layout",
            "running-app-swiped-away-from-the-background-disconnects-its-scene",
            "running-app-without-scenes-swiped-away-from-the-background-hears-will-terminate",
            "scene-background-foreground-and-termination", "scene-launch-posts-no-app-will-enter-foreground",
            "scene-launched-by-url-gets-it-in-will-connect", "scene-link-from-background-comes-in-the-foreground",
            "scene-notifications-follow-their-delegate-methods-then-the-apps",
            "scene-swiped-away-in-the-foreground-disconnects-without-background",
            "scene-url-from-background-comes-before-entering-foreground", "scene-view-is-unarchived-inside-load-view",
            "scroll-page-view-controller-adopts-its-first-page-before-loading-it",
            "scroll-turn-adopts-the-page-at-once-and-keeps-the-one-that-left",
            "second-window-closed-enters-the-background-while-the-first-flickers", "second-window-scene-connects-while-the-first-hears-nothing", "segue-push-prepares-after-instantiating-the-destination",
            "set-root-over-a-navigation-stack-tells-only-its-top", "set-root-removes-the-old-root-before-loading-the-new",
            "sheet-swiped-away-asks-the-delegate", "sheet-swiped-away-without-a-delegate-asks-no-one",
            "silent-push-wakes-the-app-in-the-background", "size-class-handler-runs-on-rotation",
            "storyboard-navigation-root-is-laid-out-twice-at-launch", "storyboard-pop-from-ios-11-reveals-without-a-layout-pass",
            "storyboard-root-is-laid-out-twice-at-launch", "style-handler-skips-a-rotation",
            "style-heard-before-view-is-appearing-without-animation", "subview-reports-superview-before-window",
            "superview-hears-an-added-subview-after-its-moves", "swipe-back-cancelled-reverses-appearance",
            "swipe-back-completed-pops-and-releases", "swipe-down-cancelled-returns-the-sheet",
            "tab-bar-delegate-hears-did-select-between-the-will-and-did-callbacks", "tab-bar-delegate-hears-only-taps",
            "tab-switch-shows-the-new-tab-before-hiding-the-old", "tap-gesture-on-the-root-view-cancels-the-subview-touch",
            "tap-gesture-runs-its-action-then-cancels-the-touch", "tap-hit-tests-front-to-back-then-climbs-the-responder-chain",
            "terminate-in-the-background-calls-nothing", "termination-from-ios-11-leaves-controllers-alone",
            "termination-up-to-ios-10-hides-the-window", "touch-methods-without-super-keep-the-touch",
            "trait-handler-runs-before-trait-collection-did-change", "turn-usually-lays-out-a-storyboard-controller-three-times",
            "universal-link-from-background-comes-after-entering-foreground", "universal-link-launch-continues-after-launching",
            "unwind-segue-prepares-the-controller-it-leaves", "url-before-ios-9-goes-to-source-application-method",
            "url-from-background-comes-after-entering-foreground", "url-launch-opens-after-launching-before-active",
            "view-added-in-viewdidload-joins-the-window-with-its-controller", "view-outside-its-superview-is-never-hit"
        ])
    }
}
