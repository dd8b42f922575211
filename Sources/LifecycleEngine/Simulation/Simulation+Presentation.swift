extension Simulation {
    func present(_ tree: ControllerTree, style: ScenarioAction.PresentationStyle, animated: Bool, viaSegue: Bool) throws {
        guard let presenter = frontmost else { throw refuse("nothing-to-present-from") }
        // From a viewDidLoad run while the window already shows something, which controller
        // UIKit presents from and when, no log shows.
        if nestingDepth > 0, controllers[presenter].inWindow { throw refuse("present-in-view-did-load-on-screen") }
        var tree = tree
        if viaSegue {
            guard case .controller(let spec) = tree else {
                throw refuse("segue-presents-storyboard")
            }
            tree = .controller(try segueDestination(spec))
        }
        let kind = try resolve(style)
        presentationTransitions += 1
        defer { presentationTransitions -= 1 }
        let presented = try instantiate(tree)
        if nestingDepth > 0, !controllers[presenter].inWindow {
            // Code in a viewDidLoad before the window shows: UIKit logs a warning and presents
            // nothing; the controller the code made has no other owner.
            note("Attempt to present \(name(of: presented)) on \(name(of: presenter)) whose view is not in the window hierarchy")
            release(presented, .presentationRefusedOffWindow)
            return
        }
        if viaSegue { emit(controller: visibleContent(of: presenter), .prepareForSegue, .prepareForSegue) }
        controllers[presented].presenter = presenter
        controllers[presented].presentationDelegate = nil
        pushPresentation(presented)
        controllers[presented].presentation = kind

        try accessView(presented)
        if kind == .fullScreen {
            try beginAppearance(presenter, appearing: false, .presentationLoadsFirst)
        }
        try beginAppearance(presented, appearing: true, keptRule(for: kind) ?? .appearanceBegins)
        attach(presented)
        if animated {
            try commit()
            // With the presented view laid out, the animation moves the presenter's view into the
            // transition's container (up to iOS 12).
            if kind == .fullScreen, rules[.presentationsRelayOutConstraints], isConstraintBased(presenter) {
                relayOut(presenter, because: .presenterRelayout)
                try commit()
            }
        }
        // A sheet's end is explained by the sheet's rule: the full-screen order does not apply.
        endAppearance(presented, animated ? keptRule(for: kind) ?? .presentationAppearanceOrder : .nonAnimatedTransitionEndsBeforeLayout)
        if kind == .fullScreen {
            detach(presenter)
            endAppearance(presenter, .presentationAppearanceOrder)
        }
        settleLayoutGuides(of: presented)
        try commit()
    }

    func dismiss(animated: Bool, viaSegue: Bool = false) throws {
        let presented = try topPresented(for: "dismiss")
        // Code in a viewWillAppear (`dismiss in viewWillAppear of B`): UIKit drops a dismiss asked
        // for while a presentation or dismissal runs, and only warns.
        if nestingDepth > 0 {
            guard presentationTransitions > 0 else { throw refuse("dismiss-in-view-will-appear-outside-presentation") }
            note("UIKit ignores this dismiss: a presentation or dismissal is still running (the console warns: Attempt to dismiss from view controller … while a presentation or dismiss is in progress)",
                 key: "dismiss-during-presentation")
            return
        }
        presentationTransitions += 1
        defer { presentationTransitions -= 1 }
        if viaSegue { try prepareUnwind(from: visibleContent(of: presented)) }
        let presenter = controllers[presented].presenter!
        let covered = controllers[presented].presentation == .fullScreen
        // A sheet or overFullScreen leaves the presenter showing: its own rule explains the
        // dismissal, not the full-screen one.
        let rule = keptRule(for: controllers[presented].presentation) ?? .dismissAppearanceOrder
        try beginAppearance(presented, appearing: false, rule)
        if covered {
            try reloadViews(of: presenter)
            try beginAppearance(presenter, appearing: true, .dismissAppearanceOrder)
            attach(presenter)
            if relaysOutConstraints(presenter: true) { relayOut(presenter, because: .presenterRelayout) }
        }
        if animated { try commit() }
        if covered { endAppearance(presenter, .dismissAppearanceOrder) }
        finishDismissal(presented, rule)
        if covered { settleLayoutGuides(of: presenter, presenter: true) }
        try commit()
    }

    func swipeDown(cancelled: Bool) throws {
        guard rules[.sheetPresentations] else {
            throw refuse("swipe-down-needs-13", ["version": "\(version)"])
        }
        try requireActive(for: "swipeDown")
        let presented = try topPresented(for: "swipeDown")
        guard controllers[presented].presentation == .sheet else {
            throw refuse("swipe-down-full-screen", ["name": name(of: presented)])
        }
        // Only a dismissal the user starts asks the presentation controller's delegate, never a
        // dismiss from code; UIKit sets no delegate, and holds the one the app sets weakly.
        let delegate = controllers[presented].presentationDelegate.flatMap { controllers[$0].isAlive ? $0 : nil }
        func tellDelegate(_ callback: Callback, _ rule: Rule) {
            if let delegate { emit(controller: delegate, callback, rule) }
        }
        // A learner who expects presentationControllerDidDismiss is told why it does not come.
        if delegate == nil, let presenter = controllers[presented].presenter {
            let names = ["name": name(of: presented), "presenter": name(of: visibleContent(of: presenter))]
            note("no presentation controller delegate was set for \(names["name"]!), so the swipe asks no one: UIKit sets none "
                 + "(for app code that sets one, write delegate \(names["presenter"]!) for sheet \(names["name"]!) after present \(names["name"]!))",
                 key: "sheet-without-delegate", names, leavesOut: [.presentationControllerShouldDismiss, .presentationControllerWillDismiss,
                                                                    .presentationControllerDidDismiss, .presentationControllerDidAttemptToDismiss])
        }
        guard !controllers[visibleContent(of: presented)].spec.modalInPresentation else {
            tellDelegate(.presentationControllerDidAttemptToDismiss, .modalInPresentationHoldsSheet)
            return
        }
        tellDelegate(.presentationControllerShouldDismiss, .sheetDismissDelegate)
        tellDelegate(.presentationControllerWillDismiss, .sheetDismissDelegate)
        try beginAppearance(presented, appearing: false, .sheetKeepsPresenter)
        try commit()
        if cancelled {
            try beginAppearance(presented, appearing: true, .interactiveDismissCancelled)
            endAppearance(presented, .interactiveDismissCancelled)
            return
        }
        finishDismissal(presented, .sheetKeepsPresenter) {
            tellDelegate(.presentationControllerDidDismiss, .sheetDismissDelegate)
        }
    }

    /// `delegate A for sheet B`: what the app's `B.presentationController?.delegate = A` does,
    /// while B is shown as a sheet (only a sheet can be swiped away, and a dismissed one's
    /// presentation controller is gone). B is the controller presented, not a child inside it:
    /// Apple documents only the presented one's presentation controller.
    func setSheetDelegate(_ name: String, of sheetName: String) throws {
        // What the delegate would hear, a swipe on a sheet, arrived in iOS 13.
        guard rules[.sheetPresentations] else {
            throw refuse("swipe-down-needs-13", ["version": "\(version)"])
        }
        let delegate = try liveController(named: name)
        let sheet = try liveController(named: sheetName)
        guard topLevelControllers.dropFirst().contains(sheet), controllers[sheet].presentation == .sheet else {
            var presented = sheet
            while let parent = controllers[presented].parent { presented = parent }
            if presented != sheet, topLevelControllers.dropFirst().contains(presented) {
                throw refuse("delegate-names-the-presented", ["name": sheetName, "presented": self.name(of: presented), "delegate": name])
            }
            throw refuse("delegate-needs-sheet", ["name": sheetName, "delegate": name])
        }
        guard controllers[sheet].presentationDelegate != delegate else {
            throw refuse("already-sheet-delegate", ["name": name, "sheet": sheetName])
        }
        controllers[sheet].presentationDelegate = delegate
    }

    /// The presented controller leaves the window, has disappeared, and is let go once the
    /// transition's completion (`completed`) has run.
    private func finishDismissal(_ presented: Int, _ rule: Rule, completed: () -> Void = {}) {
        detach(presented)
        endAppearance(presented, rule)
        completed()
        popPresentation()
        release(presented)
    }

    /// `automatic` is a sheet from iOS 13; before it, an iPhone shows every covering style full
    /// screen. The current-context styles present from the controller that defines the context;
    /// with none defining it, that is the window's root, so they cover as the full-screen ones do.
    private func resolve(_ style: ScenarioAction.PresentationStyle) throws -> ControllerRecord.PresentationKind {
        switch style {
        case .fullScreen, .currentContext: return .fullScreen
        case .overFullScreen, .overCurrentContext:
            guard rules[.presentationsOverContent] else {
                throw refuse("over-content-needs-8", ["style": style.rawValue, "version": "\(version)"])
            }
            return .overFullScreen
        case .automatic, .pageSheet, .formSheet: return rules[.sheetPresentations] ? .sheet : .fullScreen
        }
    }

    private func keptRule(for kind: ControllerRecord.PresentationKind) -> Rule? {
        switch kind {
        case .fullScreen: nil
        case .sheet: .sheetKeepsPresenter
        case .overFullScreen: .overFullScreenKeepsPresenter
        }
    }

    private func topPresented(for action: String) throws -> Int {
        guard let front = frontmost, front != windowRoot else {
            throw refuse("nothing-presented", ["action": action])
        }
        return front
    }

    /// A presenter covered on iOS 5 may have lost its views to a memory warning; they load again.
    private func reloadViews(of controller: Int) throws {
        try accessView(controller)
        for child in controllers[controller].displayed where controllers[child].isAlive {
            try reloadViews(of: child)
        }
    }
}
