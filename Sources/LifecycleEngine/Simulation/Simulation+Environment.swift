/// What a controller's surroundings tell it: its traits (size classes, light or dark, iOS 8; the
/// handlers it registered for some of them, iOS 17) and its view's safe area and margins (iOS 11).
extension Simulation {
    /// Traits change before the commit's constraint and layout passes, which read them (a size
    /// class may swap constraints). Parents hear first, as traits flow down the hierarchy.
    func reportTraitChanges() {
        guard rules[.traitCollectionCallbacks] else { return }
        for controller in visibleControllers() { reportTraitChange(of: controller) }
    }

    /// Before iOS 13 a controller's first traits arrive once its view is in the window; from
    /// iOS 13 they are predicted at creation and only a later change is reported.
    func reportTraitChange(of controller: Int) {
        // Traits flow down the controller hierarchy; a view added without addChild is outside it.
        guard rules[.traitCollectionCallbacks], controllers[controller].hasView, controllers[controller].host == nil else { return }
        let turned = controllers[controller].traitOrientation != orientation
        // A style change reaches only the controllers on screen; one covered at the time hears
        // of it as it comes back into the hierarchy.
        let restyled = controllers[controller].traitStyleDark != isDark
        guard turned || restyled else { return }
        let isFirst = controllers[controller].traitOrientation == nil
        controllers[controller].traitOrientation = orientation
        controllers[controller].traitStyleDark = isDark
        // A handler needs traits to compare with: none runs for the first ones.
        if !isFirst {
            runTraitHandlers(of: controller, changed: (turned ? [.sizeClass] : []) + (restyled ? [.style] : []))
        }
        emit(controller: controller, .traitCollectionDidChange,
             turningAtLaunch ? .launchTurnsToSupportedOrientation : isFirst ? .firstTraitCollection : turned ? .traitsUpdateBeforeLayout : .styleHeardOnReturn)
    }

    /// `registerTraits A style`: from iOS 17 a controller registers a handler for some traits,
    /// usually in viewDidLoad. Registering calls nothing.
    func registerForTraitChanges(_ name: String, _ traits: ScenarioAction.RegisteredTraits) throws {
        guard rules[.traitChangeRegistration] else { throw refuse("register-traits-needs-17", ["version": "\(version)"]) }
        let controller = try liveController(named: name)
        guard !traitRegistrations.contains(where: { $0.controller == controller && $0.traits == traits }) else {
            throw refuse("already-registered-traits", ["name": name, "traits": traits.rawValue])
        }
        traitRegistrations.append((controller, traits))
    }

    /// The handlers `controller` registered for a trait among `changed` run, in the order they
    /// registered, just before its traitCollectionDidChange(_:), which hears every change. A
    /// handler for other traits stays silent, which a note points out: the absence is the lesson.
    private func runTraitHandlers(of controller: Int, changed: [ScenarioAction.RegisteredTraits]) {
        for registration in traitRegistrations where registration.controller == controller {
            if changed.contains(registration.traits) {
                emit(controller: controller, .traitChangeHandler, .traitHandlerBeforeDidChange)
            } else {
                let values = ["name": name(of: controller), "traits": registration.traits.rawValue,
                              "changed": changed.map(\.rawValue).joined(separator: ", ")]
                note("\(values["name"]!)'s handler for \(values["traits"]!) does not run: only \(values["changed"]!) changed, and traitCollectionDidChange(_:) hears every change",
                     key: "trait-handler-silent", values)
            }
        }
    }

    /// The safe area, and the margins measured from it, settle as the view is laid out, before
    /// viewIsAppearing and viewWillLayoutSubviews. A view that fills the screen (a window's root,
    /// a presented controller, a container's content) has insets from the status bar, bars and
    /// rounded corners, so they change when it first enters the window and when the device turns.
    /// A child added to a content controller sits wherever its parent puts it: not modelled.
    func reportSafeAreaChange(of controller: Int) {
        guard rules[.safeAreaCallbacks], controllers[controller].safeAreaOrientation != orientation else { return }
        if let parent = controllers[controller].parent, !controllers[parent].isContainer { return }
        if controllers[controller].host != nil { return }
        controllers[controller].safeAreaOrientation = orientation
        emit(controller: controller, .viewSafeAreaInsetsDidChange, .safeAreaBeforeLayout)
        emit(controller: controller, .viewLayoutMarginsDidChange, .safeAreaBeforeLayout)
    }

    /// A controller that was on screen, then covered while the device turned, hears of the
    /// trait transition as it comes back, before viewWillAppear.
    func reportMissedTraitTransition(of controller: Int) {
        guard rules[.traitCollectionCallbacks], controllers[controller].laidOutOrientation != nil,
              let heard = controllers[controller].traitOrientation, heard != orientation else { return }
        emit(controller: controller, .willTransitionToTraitCollection, .deferredTraitTransition)
    }

    /// The user switches between light and dark mode. Nothing reloads: the visible controllers'
    /// traits change, then they are laid out and drawn again. In the background it is told when
    /// the app returns.
    func changeInterfaceStyle(dark: Bool) throws {
        guard rules[.darkMode] else { throw refuse("interface-style-needs-13", ["version": "\(version)"]) }
        guard dark != isDark else { throw refuse("interface-style-unchanged", ["style": dark ? "dark" : "light"]) }
        isDark = dark
        guard appState != .background else { return }
        announceStyleChange(.interfaceStyleChange)
        try commit()
    }

    /// The controllers on screen hear the style, and are marked to be laid out and drawn again;
    /// `settles` when it is the new one rather than a snapshot's passing flip.
    private func announceStyleChange(_ rule: Rule, settles: Bool = true, redraw: Rule = .styleChangeRedraws) {
        let visible = visibleControllers()
        for controller in visible {
            runTraitHandlers(of: controller, changed: [.style])
            emit(controller: controller, .traitCollectionDidChange, rule)
            if settles { controllers[controller].traitStyleDark = isDark }
        }
        // Apple: a change of appearance has UIKit ask every window and view to redraw, calling
        // the constraint and layout methods and draw(_:) once the traits are updated.
        markForNewBounds(visible, traitsChanged: true, because: redraw)
        for controller in visible { controllers[controller].subviews.forEach(markSubtreeForDisplay) }
    }

    private func markSubtreeForDisplay(_ view: Int) {
        if views[view].spec.draws { views[view].needsDisplay = true }
        views[view].subviews.forEach(markSubtreeForDisplay)
    }

    /// From iOS 13 the system snapshots a backgrounded app for the app switcher in both styles,
    /// so its visible controllers see their style flip and flip back; the redraw both flips ask
    /// for is one pass once they are done, usually (a log with layout callbacks shows none).
    func snapshotForAppSwitcher() throws {
        leftFor = (orientation, isDark)
        guard rules[.darkMode] else { return }
        announceStyleChange(.snapshotsInBothStyles, settles: false, redraw: .snapshotsRedraw)
        announceStyleChange(.snapshotsInBothStyles, settles: false, redraw: .snapshotsRedraw)
        try commit()
    }

    /// What changed in the background reaches the visible controllers as the app returns: a
    /// turn before the app hears it is entering the foreground, a style while it is inactive.
    func returnFromBackground(enteringForeground: () throws -> Void, becomeActive: () throws -> Void) throws {
        let left = leftFor ?? (orientation, isDark)
        leftFor = nil
        let visible = visibleControllers()
        let turned = left.orientation != orientation
        if turned, rules[.traitCollectionCallbacks] {
            for controller in visible { emit(controller: controller, .willTransitionToTraitCollection, .deferredTraitTransition) }
        }
        try enteringForeground()
        let restyled = left.isDark != isDark
        if restyled { announceStyleChange(.interfaceStyleChange) }
        try becomeActive()
        if turned { markForNewBounds(visible, traitsChanged: true) }
        if turned || restyled { try commit() }
    }
}
