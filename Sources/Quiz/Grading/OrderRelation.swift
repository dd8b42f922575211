import LifecycleEngine

/// Why one callback of a trace comes before another: the rule that orders those two, not each
/// one's own reason for firing.
struct OrderRelation: Hashable {
    let earlier: ItemDetail
    let later: ItemDetail

    /// The rule that fixes the order, nil when the two come from different steps (the script's
    /// order decides). Of two objects' callbacks, the rule that states an order between objects
    /// (a push loads the new view first...); of one object's, the rule that fired the later one.
    var rule: Rule? {
        guard earlier.step == later.step else { return nil }
        if earlier.object == later.object || earlier.rule == later.rule { return later.rule }
        if later.rule.ordersObjects { return later.rule }
        if earlier.rule.ordersObjects { return earlier.rule }
        return later.rule
    }

    func text(_ phrasing: Phrasing) -> String {
        guard let rule else {
            return phrasing.stepOrder(earlier.label, during: earlier.stepText, later.label, during: later.stepText)
        }
        return phrasing.comesBefore(earlier.label, later.label, because: phrasing.rule(rule))
    }

    /// The rule's evidence; none for the script's own order.
    var evidence: String { rule?.evidence ?? "" }
}

extension Rule {
    /// Rules that state an order between different objects' callbacks.
    var ordersObjects: Bool {
        switch self {
        case .launchDelegateCallbacks, .sceneConnection, .makeKeyAndVisible, .appearanceForwarded,
             .firstFrameAfterDidBecomeActive, .firstFrameBeforeDidBecomeActive, .navigationShowsRootDuringLayout,
             .subviewLayoutAfterController, .pushAddsChild, .popRemovesChild, .transitionCompletesContainment,
             .incomingViewLoadsFirst, .outgoingDisappearsFirst, .navigationAppearanceOrder,
             .nonAnimatedTransitionEndsBeforeLayout, .interactivePopCancelled, .prepareForSegue, .embedSegue,
             .presentationLoadsFirst, .presentationAppearanceOrder, .sheetKeepsPresenter, .overFullScreenKeepsPresenter,
             .dismissAppearanceOrder, .interactiveDismissCancelled, .tabSwitch, .pageTurn, .pageContainment,
             .childContainment, .terminationHidesWindow, .memoryWarningToAppDelegate, .memoryWarningToControllers,
             .memoryWarningUnloadsView, .legacyRotation:
            true
        default:
            false
        }
    }
}
