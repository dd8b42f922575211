extension Simulation {
    func push(_ tree: ControllerTree, animated: Bool, viaSegue: Bool) throws {
        let navigation = try frontmostNavigation(for: "push")
        guard case .controller(var spec) = tree else {
            if case .navigation = tree {
                throw refuse("push-navigation")
            }
            throw refuse("push-tabs-or-pages")
        }
        let source = visibleContent(of: navigation)
        if viaSegue { spec = try segueDestination(spec) }
        let incoming = try instantiate(.controller(spec))
        if viaSegue { emit(controller: source, .prepareForSegue, .prepareForSegue) }
        guard let outgoing = controllers[navigation].children.last else { return }
        adopt(incoming, by: navigation, completesLater: true)
        try navigationTransition(navigation, from: outgoing, to: incoming, pops: false, cutOut: [], animated: animated, cancelled: false)
    }

    func pop(animated: Bool, viaSegue: Bool = false) throws {
        let navigation = try frontmostNavigation(for: "pop")
        let stack = controllers[navigation].children
        guard stack.count > 1 else {
            throw refuse("pop-at-root", ["root": name(of: stack[0]), "navigation": name(of: navigation)])
        }
        if viaSegue { try prepareUnwind(from: visibleContent(of: stack[stack.count - 1])) }
        try popTransition(navigation, to: stack[stack.count - 2], animated: animated, cancelled: false)
    }

    func popToRoot(animated: Bool) throws {
        let navigation = try frontmostNavigation(for: "popToRoot")
        let stack = controllers[navigation].children
        guard stack.count > 1 else {
            throw refuse("only-root", ["root": name(of: stack[0]), "navigation": name(of: navigation)])
        }
        try popTransition(navigation, to: stack[0], animated: animated, cancelled: false)
    }

    func pop(to name: String, animated: Bool) throws {
        let navigation = try frontmostNavigation(for: "popTo")
        let stack = controllers[navigation].children
        guard let destination = stack.first(where: { self.name(of: $0) == name }) else {
            throw refuse("not-in-stack", ["name": name, "navigation": self.name(of: navigation), "stack": stack.map { self.name(of: $0) }.joined(separator: ", ")])
        }
        guard destination != stack.last else {
            throw refuse("already-on-top", ["name": name, "navigation": self.name(of: navigation)])
        }
        try popTransition(navigation, to: destination, animated: animated, cancelled: false)
    }

    func swipeBack(cancelled: Bool) throws {
        guard rules[.interactivePopGesture] else {
            throw refuse("swipe-back-needs-7", ["version": "\(version)"])
        }
        try requireActive(for: "swipeBack")
        let navigation = try frontmostNavigation(for: "swipeBack")
        let stack = controllers[navigation].children
        guard stack.count > 1 else {
            throw refuse("swipe-back-at-root", ["root": name(of: stack[0]), "navigation": name(of: navigation)])
        }
        try popTransition(navigation, to: stack[stack.count - 2], animated: true, cancelled: cancelled)
    }

    private func popTransition(_ navigation: Int, to destination: Int, animated: Bool, cancelled: Bool) throws {
        let stack = controllers[navigation].children
        let leaving = Array(stack[(stack.firstIndex(of: destination)! + 1)...].reversed())
        // The controllers under the top leave the stack at once, with nothing to animate. UIKit
        // hands them back in an autoreleased array, so they are released when the run-loop turn
        // ends: an animation's first frame, or the end of a pop without animation.
        let cutOut = Array(leaving.dropFirst())
        emit(controller: leaving[0], .willMoveToParent, .popRemovesChild, passingNil: true)
        for controller in cutOut { emit(controller: controller, .willMoveToParent, .cutFromStackReleasedEarly, passingNil: true) }
        // A plain pop cuts nothing: no second pass over the stack.
        if !cutOut.isEmpty { controllers[navigation].children.removeAll { cutOut.contains($0) } }
        for controller in cutOut {
            controllers[controller].parent = nil
            emit(controller: controller, .didMoveToParent, .cutFromStackReleasedEarly, passingNil: true)
        }
        try navigationTransition(navigation, from: leaving[0], to: destination, pops: true, cutOut: cutOut,
                                 animated: animated, cancelled: cancelled)
    }

    /// A push that launch code made before the navigation controller's first layout (up to iOS 17):
    /// it runs once that layout has shown the root, without animation, so the root, still
    /// appearing, disappears without ever having appeared.
    func pushAfterFirstLayout(_ incoming: Int, onto navigation: Int) throws {
        guard let outgoing = controllers[navigation].children.last else { return }
        adopt(incoming, by: navigation, completesLater: true, rule: .launchPushWaitsForFirstLayout)
        try navigationTransition(navigation, from: outgoing, to: incoming, pops: false, cutOut: [], animated: false, cancelled: false)
    }

    /// One navigation transition, push or pop. A pop takes `outgoing` off the stack; `cutOut` are
    /// those popped from under it, already out of the stack and released as the turn ends.
    private func navigationTransition(
        _ navigation: Int, from outgoing: Int, to incoming: Int, pops: Bool, cutOut: [Int], animated: Bool, cancelled: Bool
    ) throws {
        if rules[.outgoingDisappearsBeforeIncomingLoads] {
            try beginAppearance(outgoing, appearing: false, .outgoingDisappearsFirst)
            queryStatusBar(of: incoming)
            try accessView(incoming)
        } else {
            queryStatusBar(of: incoming)
            // A pop's incoming view is loaded already (unless a memory warning released it):
            // then nothing loads first, and the outgoing side simply begins before the incoming.
            let loads = !controllers[incoming].hasView
            try accessView(incoming)
            try beginAppearance(outgoing, appearing: false, loads ? .incomingViewLoadsFirst : .navigationAppearanceOrder)
        }
        queryExtendedLayout(of: incoming)
        try beginAppearance(incoming, appearing: true)
        uiKitLoadsViewIfNeeded(of: incoming)
        tellNavigationDelegate(of: navigation, .navigationWillShow)
        queryExtendedLayout(of: incoming)
        // Both views now sit in the transition container; the outgoing one was moved there, which
        // up to iOS 10 re-resolved its constraints.
        if rules[.transitionsRelayOutConstraints], isConstraintBased(outgoing), controllers[outgoing].inWindow {
            controllers[outgoing].constraintsDirty = true
            controllers[outgoing].relayoutRule = .transitionRelayout
        }
        controllers[navigation].displayed = [outgoing, incoming]
        attach(incoming)

        if animated {
            try commit()
            for controller in cutOut { release(controller, .cutFromStackReleasedEarly) }
        }
        if cancelled {
            if containerDelegates[navigation] != nil {
                note("after a cancelled swipe back the navigation delegate hears nothing more, no didShow and no second willShow, as XZKit's own trace of a custom interactive pop shows",
                     key: "navigation-delegate-after-cancel")
            }
            try beginAppearance(incoming, appearing: false, .interactivePopCancelled)
            detach(incoming)
            endAppearance(incoming, .interactivePopCancelled)
            try beginAppearance(outgoing, appearing: true, .interactivePopCancelled)
            endAppearance(outgoing, .interactivePopCancelled)
            controllers[navigation].displayed = [outgoing]
            try commit()
            return
        }
        detach(outgoing)
        let ending: Rule = animated ? .navigationAppearanceOrder : .nonAnimatedTransitionEndsBeforeLayout
        endAppearance(outgoing, ending)
        endAppearance(incoming, ending)
        tellNavigationDelegate(of: navigation, .navigationDidShow)
        controllers[navigation].displayed = [incoming]
        if pops {
            controllers[navigation].children.removeAll { $0 == outgoing }
            controllers[outgoing].parent = nil
            emit(controller: outgoing, .didMoveToParent, .popRemovesChild, passingNil: true)
            release(outgoing)
        }
        if !animated {
            for controller in cutOut { release(controller, .cutFromStackReleasedEarly) }
        }
        settleLayoutGuides(of: incoming)
        try commit()
    }

    /// `delegate A for Nav` or `delegate A for Tabs`. UIKit holds the delegate weakly: once A is
    /// released it hears nothing.
    func setDelegate(_ name: String, of containerName: String) throws {
        let delegate = try liveController(named: name)
        let container = try liveController(named: containerName)
        guard [.navigationController, .tabBarController].contains(controllers[container].kind) else {
            throw refuse("delegate-needs-container", ["name": containerName])
        }
        guard containerDelegates[container] != delegate else {
            throw refuse("already-delegate", ["name": name, "container": containerName])
        }
        containerDelegates[container] = delegate
    }

    /// Tells a navigation or tab bar controller's delegate, while it is alive.
    func tellDelegate(of container: Int, _ callback: Callback, _ rule: Rule) {
        guard let delegate = containerDelegates[container], controllers[delegate].isAlive else { return }
        emit(controller: delegate, callback, rule)
    }

    /// willShow right after the incoming controller's viewWillAppear, didShow right after its
    /// viewDidAppear: what the navigation controller tells its delegate of a transition.
    private func tellNavigationDelegate(of navigation: Int, _ callback: Callback) {
        tellDelegate(of: navigation, callback, .navigationDelegateAroundAppearance)
    }

    /// The navigation controller on screen: the frontmost controller, or the one shown inside it.
    private func frontmostNavigation(for action: String) throws -> Int {
        guard let navigation = frontmostContainer(.navigationController) else {
            let front = frontmost.map { name(of: $0) } ?? "nothing"
            throw refuse("needs-navigation", ["action": action, "front": front])
        }
        return navigation
    }

    /// An unwind segue leaves a storyboard scene: UIKit prepares that controller before the
    /// destination's unwind action runs and the pop or dismissal starts.
    func prepareUnwind(from source: Int) throws {
        guard rules[.unwindSegues] else { throw refuse("unwind-needs-6", ["version": "\(version)"]) }
        guard controllers[source].spec.creation == .storyboard else {
            throw refuse("unwind-from-storyboard", ["name": name(of: source)])
        }
        emit(controller: source, .prepareForSegue, .unwindPreparesSource)
    }

    /// A segue always instantiates its destination from the storyboard.
    func segueDestination(_ spec: ControllerSpec) throws -> ControllerSpec {
        if spec.creationIsExplicit, spec.creation != .storyboard {
            throw refuse("segue-from-storyboard", ["name": spec.name])
        }
        var destination = spec
        destination.creation = .storyboard
        return destination
    }

    /// Gestures need an active app (`perform` has already refused steps before launch and after termination).
    func requireActive(for gesture: String) throws {
        guard appState == .active else {
            throw refuse("gesture-needs-active", ["gesture": gesture, "state": stateName])
        }
    }
}
