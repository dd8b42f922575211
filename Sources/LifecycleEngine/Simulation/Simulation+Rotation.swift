extension Simulation {
    /// Turns the iPhone between portrait and landscape.
    func rotate() throws {
        // Turned upright, the interface stays in landscape; turned the other way, it may flip to
        // the other landscape side, with a size transition to the same size: which side is not
        // something a scenario says.
        if rootSupportsOnlyLandscape { throw refuse("rotate-landscape-root") }
        orientation = orientation == .portrait ? .landscape : .portrait
        // In the background nothing is told now; the controllers hear of it as the app returns.
        guard appState != .background else { return }
        askWhetherToRotate()
        let visible = visibleControllers()
        guard rules[.sizeTransitionCallbacks] else {
            for controller in visible { emit(controller: controller, .willRotate, .legacyRotation) }
            markForNewBounds(visible, traitsChanged: false)
            try commit()
            for controller in visible { emit(controller: controller, .willAnimateRotation, .legacyRotation) }
            for controller in visible { emit(controller: controller, .didRotate, .legacyRotation) }
            return
        }
        // An iPhone's vertical size class flips with every rotation.
        for controller in visible { emit(controller: controller, .willTransitionToTraitCollection, .rotationTraitChange) }
        // UIKit's own viewWillTransition(to:with:) sends the deprecated methods to a class that
        // overrides them and not it: willRotate at once, the others from the coordinator's
        // animation and completion. That class logs no viewWillTransition of its own.
        let deprecated = visible.filter { controllers[$0].spec.deprecatedRotation }
        for controller in visible {
            if controllers[controller].spec.deprecatedRotation {
                emit(controller: controller, .willRotate, .deprecatedRotationFromSizeTransition)
                note("\(name(of: controller)) does not override viewWillTransition(to:with:): UIKit's own runs, which no log shows, and sends willRotate",
                     key: "deprecated-rotation-unlogged-size-transition", ["name": name(of: controller)],
                     leavesOut: [.viewWillTransitionToSize])
            } else {
                emit(controller: controller, .viewWillTransitionToSize, .rotationSizeChange)
            }
        }
        markForNewBounds(visible, traitsChanged: true)
        try commit()
        for controller in deprecated { emit(controller: controller, .willAnimateRotation, .deprecatedRotationFromSizeTransition) }
        markForNewBounds(visible, traitsChanged: false, because: .rotationLaysOutAgain)
        try commit()
        for controller in visible { settleLayoutGuides(of: controller, afterTransition: false) }
        try commit()
        for controller in deprecated { emit(controller: controller, .didRotate, .deprecatedRotationFromSizeTransition) }
    }

    /// Before turning, UIKit asks the topmost controller that fills the window whether it may.
    /// Up to iOS 5 it asks shouldAutorotateToInterfaceOrientation:, twice as logged, and the
    /// system containers pass the question on: a navigation controller to its top, a tab bar
    /// controller to every tab. From iOS 6 that controller alone answers, its children
    /// unconsulted: shouldAutorotate (until iOS 16), then supportedInterfaceOrientations.
    func askWhetherToRotate() {
        guard let asked = topLevelControllers.last(where: { controllers[$0].presentation != .sheet }) else { return }
        if rules[.legacyAutorotationQueries] {
            let answering = autorotationAnswerers(asked)
            for _ in 1...2 {
                for controller in answering { emit(controller: controller, .shouldAutorotateToInterfaceOrientation, .legacyAutorotationQuery) }
            }
            return
        }
        if rules[.shouldAutorotateQueries] { emit(controller: asked, .shouldAutorotate, .shouldAutorotateQuery) }
        emit(controller: asked, .supportedInterfaceOrientations, .supportedOrientationsQuery)
    }

    /// The controller asked, then those an iOS 5 container passes the question to, in turn.
    private func autorotationAnswerers(_ controller: Int) -> [Int] {
        let record = controllers[controller]
        let passedTo: [Int] = switch record.kind {
        case .navigationController: record.children.last.map { [$0] } ?? []
        case .tabBarController: record.children
        default: []
        }
        return [controller] + passedTo.flatMap(autorotationAnswerers)
    }

    /// Controllers whose views are in the window, parents before children.
    func visibleControllers() -> [Int] {
        var result: [Int] = []
        func visit(_ controller: Int) {
            guard controllers[controller].inWindow else { return }
            result.append(controller)
            controllers[controller].displayed.forEach(visit)
        }
        topLevelControllers.forEach(visit)
        return result
    }

    /// `rule`: what the pass is, when it is not the generic one (a turn's passes after its first).
    func markForNewBounds(_ visible: [Int], traitsChanged: Bool, because rule: Rule? = nil) {
        for controller in visible {
            controllers[controller].needsLayout = true
            if let rule { controllers[controller].relayoutRule = rule }
            if traitsChanged, isConstraintBased(controller) { controllers[controller].constraintsDirty = true }
            for view in controllers[controller].subviews { markSubtreeForLayout(view, because: rule) }
            // A view added without addChild is resized with its host's view, but hears of no rotation.
            for hosted in controllers[controller].hosted { controllers[hosted].needsLayout = true }
        }
    }

    private func markSubtreeForLayout(_ view: Int, because rule: Rule?) {
        views[view].needsLayout = true
        if let rule { views[view].relayoutRule = rule }
        for subview in views[view].subviews { markSubtreeForLayout(subview, because: rule) }
    }
}
