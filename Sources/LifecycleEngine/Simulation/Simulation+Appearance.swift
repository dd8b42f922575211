extension Simulation {
    /// Starts an appearance transition (Apple's state diagram): disappeared or disappearing →
    /// appearing sends viewWillAppear; appeared or appearing → disappearing sends
    /// viewWillDisappear. Other calls change nothing. Forwarded to the children shown inside.
    func beginAppearance(_ controller: Int, appearing: Bool, _ rule: Rule = .appearanceBegins) throws {
        guard controllers[controller].hasView else { return }
        let state = controllers[controller].appearance
        // The container's own callback, from which its forwarding is counted.
        var start = events.count
        defer { recordForwarding(by: controller, from: start) }
        if appearing {
            guard state == .disappeared || state == .disappearing else { return }
            reportMissedTraitTransition(of: controller)
            controllers[controller].appearance = .appearing
            controllers[controller].isAppearingSent = false
            start = events.count
            emit(controller: controller, .viewWillAppear, rule)
            if !viewWillAppearCode.isEmpty || !appearanceCodeThatRan.isEmpty { try runViewWillAppearCode(of: controller) }
            try showSelectedChildIfNeeded(controller)
        } else {
            guard state == .appeared || state == .appearing else { return }
            controllers[controller].appearance = .disappearing
            start = events.count
            emit(controller: controller, .viewWillDisappear, rule)
        }
        for child in controllers[controller].displayed {
            try beginAppearance(child, appearing: appearing, .appearanceForwarded)
        }
    }

    /// Ends an appearance transition: appearing → appeared (viewDidAppear), disappearing →
    /// disappeared (viewDidDisappear). A child whose showing transition this completes gets
    /// its owed didMove(toParent:).
    func endAppearance(_ controller: Int, _ rule: Rule = .appearanceEnds) {
        guard controllers[controller].hasView else { return }
        var start = events.count
        switch controllers[controller].appearance {
        case .appearing:
            if rules[.viewIsAppearing], !controllers[controller].isAppearingSent {
                // A transition without animation ends before the layout: the view is already in
                // the hierarchy, so its traits (a style missed while covered) update first.
                reportTraitChange(of: controller)
                controllers[controller].isAppearingSent = true
                // Without animation it comes as the transition ends, which that rule says.
                emit(controller: controller, .viewIsAppearing, rule == .nonAnimatedTransitionEndsBeforeLayout ? rule : .viewIsAppearingAfterHierarchy)
            }
            controllers[controller].appearance = .appeared
            start = events.count
            emit(controller: controller, .viewDidAppear, rule)
            if !viewDidAppearCode.isEmpty || !appearanceCodeThatRan.isEmpty { keepViewDidAppearCode(of: controller, host: start) }
        case .disappearing:
            controllers[controller].appearance = .disappeared
            start = events.count
            emit(controller: controller, .viewDidDisappear, rule)
        case .appeared, .disappeared:
            return
        }
        for child in controllers[controller].displayed {
            endAppearance(child, .appearanceForwarded)
        }
        recordForwarding(by: controller, from: start)
        if controllers[controller].owesDidMoveToParent, controllers[controller].appearance == .appeared {
            controllers[controller].owesDidMoveToParent = false
            emit(controller: controller, .didMoveToParent, .transitionCompletesContainment)
        }
    }

    /// A navigation or tab bar controller tells its child from inside its own appearance method
    /// (UIKit's, which an override reaches through super); other controllers' children are told
    /// after the parent's method returns.
    private func recordForwarding(by controller: Int, from start: Int) {
        let kind = controllers[controller].kind
        guard kind == .navigationController || kind == .tabBarController, events.count > start + 1 else { return }
        forwardingEnds[start] = events.count
    }

    /// Tab bar and page view controllers put their selected child on screen as they appear.
    private func showSelectedChildIfNeeded(_ container: Int) throws {
        let kind = controllers[container].kind
        guard kind == .tabBarController || kind == .pageViewController,
              controllers[container].displayed.isEmpty,
              let child = shownChild(of: container) else { return }
        try accessView(child)
        controllers[container].displayed = [child]
    }

    /// A controller's view (with the children shown in it and its named views) enters the window.
    func attach(_ controller: Int) {
        var named: [Int] = []
        setInWindow(controller, true, collecting: &named)
        announceWindowChange(named, leaving: false)
    }

    /// A controller's view leaves the window.
    func detach(_ controller: Int) {
        var named: [Int] = []
        setInWindow(controller, false, collecting: &named)
        announceWindowChange(named, leaving: true)
    }

    /// A named view (with its subviews) enters the window.
    func attach(view: Int) {
        var named: [Int] = []
        setInWindow(view: view, true, collecting: &named)
        announceWindowChange(named, leaving: false)
    }

    /// A named view leaves the window.
    func detach(view: Int) {
        var named: [Int] = []
        setInWindow(view: view, false, collecting: &named)
        announceWindowChange(named, leaving: true)
    }

    /// Named views hear willMove(toWindow:) for the whole subtree, then didMoveToWindow();
    /// leaving, willMove(toWindow: nil).
    private func announceWindowChange(_ named: [Int], leaving: Bool) {
        for view in named { emit(view: view, .willMoveToWindow, .viewHierarchyChange, passingNil: leaving) }
        for view in named { emit(view: view, .didMoveToWindow, .viewHierarchyChange) }
    }

    private func setInWindow(_ controller: Int, _ inWindow: Bool, collecting named: inout [Int]) {
        guard controllers[controller].hasView, controllers[controller].inWindow != inWindow else { return }
        controllers[controller].inWindow = inWindow
        if inWindow {
            // Auto Layout resolves a view's constraints as it first joins the window; up to iOS 10
            // it did so again each time the view came back (its layout guides changed).
            let firstTime = controllers[controller].laidOutOrientation == nil
            let resolves = isConstraintBased(controller) && (firstTime || rules[.transitionsRelayOutConstraints])
            if controllers[controller].laidOutOrientation != orientation || resolves {
                controllers[controller].needsLayout = true
            }
            if resolves { controllers[controller].constraintsDirty = true }
            if resolves, !firstTime { controllers[controller].relayoutRule = .transitionRelayout }
        }
        for view in controllers[controller].subviews { setInWindow(view: view, inWindow, collecting: &named) }
        for child in controllers[controller].displayed + controllers[controller].hosted { setInWindow(child, inWindow, collecting: &named) }
    }

    private func setInWindow(view: Int, _ inWindow: Bool, collecting named: inout [Int]) {
        guard views[view].isAlive, views[view].inWindow != inWindow else { return }
        views[view].inWindow = inWindow
        if inWindow {
            views[view].needsLayout = true
            views[view].needsDisplay = views[view].spec.draws
            if isConstraintBased(view: view) { views[view].constraintsDirty = true }
        }
        named.append(view)
        for subview in views[view].subviews { setInWindow(view: subview, inWindow, collecting: &named) }
    }
}
