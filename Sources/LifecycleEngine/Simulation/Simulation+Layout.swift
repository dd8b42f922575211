extension Simulation {
    /// The end of a run-loop turn: UIKit updates constraints bottom-up, then lays out top-down
    /// every view in the window whose bounds changed or that was marked.
    func commit() throws {
        // Code running inside a callback returns before the run loop turns.
        guard nestingDepth == 0 else { return }
        reportTraitChanges()
        // A second scene's window is laid out after the first one's.
        let second = secondSceneRoot
        if rules[.autoLayout] {
            let block = newBlock()
            for top in topLevelControllers { updateConstraints(of: top, block: block) }
            if let second { updateConstraints(of: second, block: block) }
        }
        for top in topLevelControllers { try layOut(top) }
        if let second { try layOut(second) }
        for top in topLevelControllers { display(top) }
        if let second { display(second) }
        let ending = appearanceEndsAfterCommit
        appearanceEndsAfterCommit = []
        for controller in ending { endAppearance(controller, .navigationShowsRootDuringLayout) }
    }

    /// Marks views that use Auto Layout for another constraint and layout pass: a turn ended (one
    /// of the passes after its first, which logs do not always show), or
    /// (up to iOS 10, when the layout guides settled after it; up to iOS 12 for a full-screen
    /// presentation's presenter) a transition did.
    func settleLayoutGuides(of controller: Int, afterTransition: Bool = true, presenter: Bool = false) {
        guard rules[.layoutGuidesSettleAfterTransition], !afterTransition || relaysOutConstraints(presenter: presenter) else { return }
        relayOut(controller, because: !afterTransition ? .rotationLaysOutAgain : presenter ? .presenterRelayout : .transitionRelayout)
    }

    /// Whether a transition lays constraint-based views out again as they move: every transition
    /// up to iOS 10; up to iOS 12 the presenter of a full-screen presentation, whose view moves
    /// into the transition's container and back into the window.
    func relaysOutConstraints(presenter: Bool) -> Bool {
        rules[.transitionsRelayOutConstraints] || (presenter && rules[.presentationsRelayOutConstraints])
    }

    /// Another constraint and layout pass for a controller's view that uses Auto Layout, with the
    /// rule that explains it when a transition's move of the view is the cause.
    func relayOut(_ controller: Int, because rule: Rule? = nil) {
        guard isConstraintBased(controller), controllers[controller].inWindow else { return }
        controllers[controller].constraintsDirty = true
        controllers[controller].needsLayout = true
        if let rule { controllers[controller].relayoutRule = rule }
    }

    private func updateConstraints(of controller: Int, block: Int32) {
        guard controllers[controller].inWindow else { return }
        for child in controllers[controller].displayed + controllers[controller].hosted { updateConstraints(of: child, block: block) }
        for view in controllers[controller].subviews { updateConstraints(view: view, block: block) }
        if controllers[controller].constraintsDirty {
            controllers[controller].constraintsDirty = false
            emit(controller: controller, .updateViewConstraints, controllers[controller].relayoutRule ?? .constraintPass, block: block)
        }
    }

    private func updateConstraints(view: Int, block: Int32) {
        guard views[view].isAlive, views[view].inWindow else { return }
        for subview in views[view].subviews { updateConstraints(view: subview, block: block) }
        if views[view].constraintsDirty {
            views[view].constraintsDirty = false
            emit(view: view, .updateConstraints, .constraintPass, block: block)
        }
    }

    private func layOut(_ controller: Int) throws {
        guard controllers[controller].inWindow, controllers[controller].hasView else { return }
        // A view that joined the window during this pass gets its traits and constraints as it is laid out.
        reportTraitChange(of: controller)
        let relayout = controllers[controller].relayoutRule
        controllers[controller].relayoutRule = nil
        if controllers[controller].constraintsDirty {
            controllers[controller].constraintsDirty = false
            emit(controller: controller, .updateViewConstraints, relayout ?? .constraintPass)
        }
        reportSafeAreaChange(of: controller)
        if rules[.viewIsAppearing], controllers[controller].appearance == .appearing,
           !controllers[controller].isAppearingSent {
            controllers[controller].isAppearingSent = true
            emit(controller: controller, .viewIsAppearing, .viewIsAppearingAfterHierarchy)
        }
        if controllers[controller].needsLayout {
            emit(controller: controller, .viewWillLayoutSubviews, relayout ?? .layoutPass)
            if controllers[controller].pendingInitialDisplay { try revealNavigationRoot(controller) }
            emit(controller: controller, .viewDidLayoutSubviews, relayout ?? .layoutPass)
            controllers[controller].needsLayout = false
            controllers[controller].laidOutOrientation = orientation
        }
        for view in controllers[controller].subviews { layOut(view: view) }
        for hosted in controllers[controller].hosted { try layOut(hosted) }
        for child in controllers[controller].displayed { try layOut(child) }
    }

    private func layOut(view: Int) {
        guard views[view].isAlive, views[view].inWindow else { return }
        let relayout = views[view].relayoutRule
        views[view].relayoutRule = nil
        if views[view].constraintsDirty {
            views[view].constraintsDirty = false
            emit(view: view, .updateConstraints, relayout ?? .constraintPass)
        }
        if views[view].needsLayout {
            views[view].needsLayout = false
            emit(view: view, .layoutSubviews, relayout ?? .subviewLayoutAfterController)
        }
        for subview in views[view].subviews { layOut(view: subview) }
    }

    /// After layout, views that override draw(_:) and were marked draw their content, top-down.
    private func display(_ controller: Int) {
        guard controllers[controller].inWindow else { return }
        for view in controllers[controller].subviews { display(view: view) }
        for child in controllers[controller].displayed + controllers[controller].hosted { display(child) }
    }

    private func display(view: Int) {
        guard views[view].isAlive, views[view].inWindow else { return }
        if views[view].needsDisplay {
            views[view].needsDisplay = false
            emit(view: view, .draw, .displayPass)
        }
        for subview in views[view].subviews { display(view: subview) }
    }

    /// A navigation controller shows its top controller from inside its first layout pass.
    private func revealNavigationRoot(_ navigation: Int) throws {
        controllers[navigation].pendingInitialDisplay = false
        guard let top = controllers[navigation].children.last, try accessView(top, readBy: .navigationShowsRootDuringLayout) else { return }
        uiKitLoadsViewIfNeeded(of: top)
        controllers[navigation].displayed = [top]
        let state = controllers[navigation].appearance
        if state == .appearing || state == .appeared {
            queryExtendedLayout(of: top)
            try beginAppearance(top, appearing: true, .navigationShowsRootDuringLayout)
            queryExtendedLayout(of: top)
        }
        attach(top)
        if state == .appeared { appearanceEndsAfterCommit.append(top) }
    }

    func queryExtendedLayout(of controller: Int) {
        guard rules[.extendedLayoutQueries], controllers[controller].hasView else { return }
        emit(controller: controller, .extendedLayoutIncludesOpaqueBars, .extendedLayoutQuery)
        emit(controller: controller, .edgesForExtendedLayout, .extendedLayoutQuery)
    }

    func queryStatusBar(of controller: Int) {
        guard rules[.statusBarAppearanceQueries] else { return }
        emit(controller: controller, .prefersStatusBarHidden, .statusBarQuery)
        emit(controller: controller, .preferredStatusBarUpdateAnimation, .statusBarQuery)
    }
}
