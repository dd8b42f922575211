extension Simulation {
    /// Turns the iPhone between portrait and landscape.
    func rotate() throws {
        orientation = orientation == .portrait ? .landscape : .portrait
        // In the background nothing is told now; the controllers hear of it as the app returns.
        guard appState != .background else { return }
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
        for controller in visible { emit(controller: controller, .viewWillTransitionToSize, .rotationSizeChange) }
        markForNewBounds(visible, traitsChanged: true)
        try commit()
        markForNewBounds(visible, traitsChanged: false)
        try commit()
        for controller in visible { settleLayoutGuides(of: controller) }
        try commit()
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

    func markForNewBounds(_ visible: [Int], traitsChanged: Bool) {
        for controller in visible {
            controllers[controller].needsLayout = true
            if traitsChanged, isConstraintBased(controller) { controllers[controller].constraintsDirty = true }
            for view in controllers[controller].subviews { markSubtreeForLayout(view) }
            // A view added without addChild is resized with its host's view, but hears of no rotation.
            for hosted in controllers[controller].hosted { controllers[hosted].needsLayout = true }
        }
    }

    private func markSubtreeForLayout(_ view: Int) {
        views[view].needsLayout = true
        views[view].subviews.forEach(markSubtreeForLayout)
    }
}
