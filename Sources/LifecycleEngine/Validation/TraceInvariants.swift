/// Properties every trace must have, whatever the scenario. Used by the tests that explore
/// scenarios exhaustively, and available to anyone who builds traces.
public enum TraceInvariants {
    public struct Violation: Hashable, Sendable, CustomStringConvertible {
        public let eventIndex: Int
        public let message: String
        public var description: String { "event \(eventIndex): \(message)" }
    }

    /// Every violation found; empty when the trace is sound.
    public static func violations(in trace: Trace) -> [Violation] {
        var checker = Checker(trace: trace)
        for index in trace.events.indices { checker.check(index) }
        checker.finish()
        return checker.violations
    }

    private struct ObjectState {
        var appearance = AppearanceState.disappeared
        var isAppearingSent = false
        var viewLoaded = false
        var loading = false
        var initialized = false
        var deallocated = false
        var awaitingDidMove = false
        /// The last willMove(toParent:) passed nil: its didMove must too, and an addition's must not.
        var leavingParent = false
        /// didMove(toParent:) came while an appearance transition ran: UIKit repeats it when that ends.
        var didMoveRepeatsAtTransitionEnd = false
        /// presentationControllerWillDismiss came; DidDismiss may follow (a cancelled swipe leaves it pending).
        var dismissalAnnounced = false
        /// A registered trait handler ran; traitCollectionDidChange, which hears every change, follows.
        var handlerAwaitsDidChange = false
        /// touchesBegan came; touchesEnded or touchesCancelled ends the touch within the step.
        var touchOpen = false
    }

    private struct Checker {
        let trace: Trace
        var states: [Int32: ObjectState] = [:]
        var violations: [Violation] = []
        var step: Int32 = 0

        init(trace: Trace) { self.trace = trace }

        mutating func check(_ index: Int) {
            let event = trace.events[index]
            if event.step != step {
                settled(before: index)
                step = event.step
            }
            var state = states[event.object] ?? ObjectState()
            let object = trace.object(of: event)
            let name = object.name
            func fail(_ message: String) { violations.append(Violation(eventIndex: index, message: "\(name): \(message)")) }

            // UIView's own dealloc runs after the subclass's deinit body and removes the subviews,
            // telling the dying view: the one call an object may get after its deinit line.
            let deallocRemoval = event.callback == .willRemoveSubview && event.rule == .deallocRemovesSubviews
            if state.deallocated && !deallocRemoval { fail("\(event.callback.swiftName) after deinit") }
            if state.handlerAwaitsDidChange, event.callback != .traitChangeHandler, event.callback != .traitCollectionDidChange {
                fail("\(event.callback.swiftName) between a trait handler and traitCollectionDidChange(_:)")
            }
            if let rule = event.callback.versionRule, !rule.holds(on: trace.version) {
                fail("\(event.callback.swiftName) on iOS \(trace.version.major), outside \(rule)")
            }
            switch event.callback {
            case .controllerInitWithCoder, .controllerInitWithNibName, .viewInitWithFrame, .viewInitWithCoder:
                if state.initialized { fail("initialized twice") }
                state.initialized = true
            case .controllerDeinit, .viewDeinit:
                state.deallocated = true
            case .loadView:
                state.loading = true
            case .viewDidLoad:
                if !state.loading { fail("viewDidLoad without loadView") }
                state.loading = false
                state.viewLoaded = true
            case .viewDidUnload:
                state.viewLoaded = false
            case .viewWillAppear:
                if !state.viewLoaded { fail("viewWillAppear before viewDidLoad") }
                if state.appearance != .disappeared && state.appearance != .disappearing {
                    fail("viewWillAppear while \(state.appearance)")
                }
                state.appearance = .appearing
                state.isAppearingSent = false
            case .viewIsAppearing:
                if state.appearance != .appearing || state.isAppearingSent { fail("viewIsAppearing while \(state.appearance)") }
                state.isAppearingSent = true
            case .viewDidAppear:
                if state.appearance != .appearing { fail("viewDidAppear while \(state.appearance)") }
                state.appearance = .appeared
            case .viewWillDisappear:
                if state.appearance != .appeared && state.appearance != .appearing {
                    fail("viewWillDisappear while \(state.appearance)")
                }
                state.appearance = .disappearing
            case .viewDidDisappear:
                if state.appearance != .disappearing { fail("viewDidDisappear while \(state.appearance)") }
                state.appearance = .disappeared
            case .traitChangeHandler:
                if !state.viewLoaded { fail("\(event.callback.swiftName) before viewDidLoad") }
                state.handlerAwaitsDidChange = true
            case .traitCollectionDidChange:
                if !state.viewLoaded { fail("\(event.callback.swiftName) before viewDidLoad") }
                state.handlerAwaitsDidChange = false
            case .viewSafeAreaInsetsDidChange, .viewLayoutMarginsDidChange:
                if !state.viewLoaded { fail("\(event.callback.swiftName) before viewDidLoad") }
            case .touchesBegan:
                if state.touchOpen { fail("touchesBegan(_:with:) while a touch is open") }
                state.touchOpen = true
            case .touchesEnded, .touchesCancelled:
                if !state.touchOpen { fail("\(event.callback.swiftName) without touchesBegan(_:with:)") }
                state.touchOpen = false
            case .presentationControllerWillDismiss:
                state.dismissalAnnounced = true
            case .presentationControllerDidDismiss:
                if !state.dismissalAnnounced { fail("presentationControllerDidDismiss(_:) without presentationControllerWillDismiss(_:)") }
                state.dismissalAnnounced = false
            case .willMoveToParent:
                state.awaitingDidMove = true
                state.leavingParent = event.passesNil
                state.didMoveRepeatsAtTransitionEnd = false
            case .didMoveToParent:
                let transitionEnded = state.appearance == .appeared || state.appearance == .disappeared
                if state.awaitingDidMove {
                    state.didMoveRepeatsAtTransitionEnd = !transitionEnded
                } else if state.didMoveRepeatsAtTransitionEnd, transitionEnded {
                    state.didMoveRepeatsAtTransitionEnd = false
                } else {
                    fail("didMove(toParent:) without willMove(toParent:)")
                }
                if event.passesNil != state.leavingParent {
                    fail("\(event.swiftName) after willMove(toParent:\(state.leavingParent ? " nil" : ""))")
                }
                state.awaitingDidMove = false
            default:
                break
            }
            let isControllerOrView = object.kind != .app && object.kind != .scene && object.kind != .window
            if isControllerOrView, !state.initialized {
                fail("\(event.callback.swiftName) before any initializer")
            }
            states[event.object] = state
        }

        /// Steps run to quiescence: no appearance transition or touch may be left half done.
        mutating func settled(before index: Int) {
            for (object, state) in states where state.touchOpen {
                violations.append(Violation(
                    eventIndex: index, message: "\(trace.objects[Int(object)].name): a touch began in step \(step) and never ended"))
                states[object]?.touchOpen = false
            }
            for (object, state) in states where state.appearance == .appearing || state.appearance == .disappearing {
                if trace.outcome != .finished, index == trace.events.count { continue }
                violations.append(Violation(
                    eventIndex: index,
                    message: "\(trace.objects[Int(object)].name): left \(state.appearance) at the end of step \(step): a will without its did or a cancellation"))
            }
        }

        mutating func finish() {
            settled(before: trace.events.count)
        }
    }
}
