import LifecycleEngine
import Testing

/// Actions UIKit refuses end the run with a reason, never a crash.
@Suite struct RefusalTests {
    @Test(arguments: [
        ("launch nav(A); pop", "pop-at-root", ["root": "A"]),
        ("launch A; dismiss", "nothing-presented", ["action": "dismiss"]),
        ("launch nav(A); push nav(B)", "push-navigation", [:]),
        ("launch tabs(A, B); select C", "no-such-tab", ["name": "C", "tabs": "A, B"]),
        ("launch A; push B", "needs-navigation", ["action": "push", "front": "A"]),
        ("push B", "not-launched", [:]),
        ("launch A; terminate; launch B", "terminated", [:]),
        ("launch nav(A); push A", "name-exists", ["name": "A"]),
        ("ios 6; launch nav(A); push B; swipeBack", "swipe-back-needs-7", ["version": "iOS 6"]),
        ("ios 12; launch A scenes", "scenes-need-13", ["version": "iOS 12"]),
        ("ios 7; launch A orientations=landscape", "landscape-root-needs-8", ["version": "iOS 7"]),
        ("launch A orientations=landscape; rotate", "rotate-landscape-root", [:]),
        ("ios 6; launch A notifications=appDelegate", "fetch-handler-needs-7", ["version": "iOS 6"]),
        ("launch A scenes notifications=appDelegate", "fetch-handler-with-scenes", [:]),
        ("ios 6; launch A; receive notification silent", "silent-notification-needs-7", ["version": "iOS 6"]),
        ("launch A notifications=appDelegate; receive notification; open notification", "notification-banner-needs-center", [:]),
        ("launch A notifications=appDelegate; receive localNotification", "local-notification-needs-center", [:]),
        ("launch A notifications=appDelegate via=localNotification", "local-notification-needs-center", [:]),
        ("ios 12; launch A; present B; swipeDown", "swipe-down-needs-13", ["version": "iOS 12"]),
        ("launch A; present B style=fullScreen; swipeDown", "swipe-down-full-screen", ["name": "B"]),
        ("launch A; present B style=fullScreen; delegate A for sheet B", "delegate-needs-sheet", ["name": "B", "delegate": "A"]),
        ("launch nav(A); push B; delegate A for sheet B", "delegate-needs-sheet", ["name": "B", "delegate": "A"]),
        ("ios 12; launch A; present B style=pageSheet; delegate A for sheet B", "swipe-down-needs-13", ["version": "iOS 12"]),
        ("launch A; present B; dismiss; delegate A for sheet A", "delegate-needs-sheet", ["name": "A", "delegate": "A"]),
        ("launch A; present nav(B); delegate A for sheet B", "delegate-names-the-presented", ["name": "B", "presented": "Nav", "delegate": "A"]),
        ("launch A; present B; delegate A for sheet B; delegate A for sheet B", "already-sheet-delegate", ["name": "A", "sheet": "B"]),
        ("launch nav(A); delegate A for B", "no-controller", ["name": "B"]),
        ("launch pages(A, B); page prev", "no-page-before", ["name": "A"]),
        ("ios 12; launch A; interfaceStyle dark", "interface-style-needs-13", ["version": "iOS 12"]),
        ("launch A; interfaceStyle light", "interface-style-unchanged", ["style": "light"]),
        ("launch A; addChild C to A in viewDidLoad", "view-already-loaded", ["name": "A"]),
        ("launch nav(A); push B; tap A", "tap-off-screen", ["name": "A"]),
        ("launch A; present B style=pageSheet; tap A", "tap-covered", ["name": "A"]),
        ("launch A; addView V(outside) to A; tap V", "outside-the-screen", ["name": "V", "superview": "A"]),
        ("ios 8; launch tabs(A, B); loadViewIfNeeded B", "load-view-if-needed-needs-9", ["version": "iOS 8"]),
        ("ios 7; launch A; present B style=overCurrentContext", "over-content-needs-8", ["style": "overCurrentContext", "version": "iOS 7"]),
        ("launch nav(A); push B; background; swipeBack", "gesture-needs-active", ["state": "background"]),
        ("launch nav(A); addChild C to Nav", "child-of-container", ["parent": "Nav"]),
        ("launch A; addChild B to A; addChild C to A; addChild C to B", "child-of-another-parent", ["name": "C", "parent": "A", "new": "B"]),
        ("launch A; open notification", "notification-no-banner", [:]),
        ("ios 9; launch A; receive notification; open notification", "notification-banner-needs-10", ["version": "iOS 9"]),
        ("launch A; resignActive; receive notification", "notification-while-inactive", ["state": "inactive"]),
        ("launch A; resignActive; pullDown notificationCenter", "pull-down-not-active", ["state": "inactive"]),
        ("launch A scenes; pullDown controlCenter", "pull-down-with-scenes", [:]),
        ("ios 6; launch A; pullDown controlCenter", "control-center-needs-7", ["version": "iOS 6"]),
        ("launch A; removeView V", "no-view", ["name": "V", "live": "A"]),
        ("launch tabs(A, B); delegate A for Tab", "no-controller", ["name": "Tab", "suggestion": "Tabs"]),
        ("launch A; removeView A", "is-a-controller", ["name": "A", "action": "removeView"]),
        ("launch tabs(A(storyboard), B)", "storyboard-all-or-none", [:]),
        ("launch nav(A); push B(nib) via=segue", "segue-from-storyboard", ["name": "B"]),
        ("launch A; present nav(B); dismiss in viewWillAppear of C; push C", "dismiss-in-view-will-appear-outside-presentation", [:]),
        ("launch A; present B; dismiss via=segue", "unwind-from-storyboard", ["name": "B"]),
        ("launch A; transition A to B", "not-a-shown-child", ["name": "A"]),
        ("ios 5; launch A(storyboard); present B(storyboard) via=segue; dismiss via=segue", "unwind-needs-6", ["version": "iOS 5"]),
        ("ios 8; launch A via=link", "universal-links-need-9", ["version": "iOS 8"]),
        ("open url", "open-before-launch", [:]),
        ("launch A; open link", "open-in-foreground", ["state": "active"]),
        ("launch A; background; setRoot B", "set-root-in-background", ["state": "background"]),
        ("launch A; present nav(B); setRoot C", "set-root-over-presentation", ["name": "B"]),
        ("launch A; openScene B", "open-scene-needs-scenes", [:]),
        ("launch A scenes; openScene B; openScene C", "second-scene-open", [:]),
        ("launch A scenes; resignActive; openScene B", "open-scene-needs-active", ["state": "inactive"]),
        ("launch A scenes; openScene B; background", "two-scenes-connected", [:]),
        ("launch A scenes; closeScene B", "no-second-scene", ["name": "B"]),
        ("launch A scenes; openScene B; closeScene A", "close-first-scene", ["name": "A", "second": "B"]),
        ("ios 16; launch A; registerTraits A style", "register-traits-needs-17", ["version": "iOS 16"]),
        ("launch A; registerTraits A style; registerTraits A style", "already-registered-traits", ["name": "A", "traits": "style"]),
        ("launch A scenes; openScene B; tap B", "in-second-window", ["name": "B"]),
    ] as [(String, String, [String: String])])
    func refusedActionsSayWhy(_ script: String, _ reason: String, _ details: [String: String]) throws {
        let scenario = try ScenarioParser.parse(script)
        #expect {
            try LifecycleSimulator.run(scenario)
        } throws: { error in
            guard let error = error as? SimulationError, error.reason == reason else { return false }
            return details.allSatisfy { error.details[$0.key] == $0.value }
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
