import LifecycleEngine

/// Why one callback of a trace comes before another: the rule that orders those two, not each
/// one's own reason for firing.
struct OrderRelation: Hashable {
    let earlier: ItemDetail
    let later: ItemDetail

    /// The rule that fixes the order, nil when the two come from different steps (the script's
    /// order decides) or when neither rule that fired them speaks of both (then each is
    /// explained by its own). A rule that names both callbacks in this order states it; one that
    /// names them the other way round is about other objects (a tab switch's new tab before the
    /// old). Next the order every controller keeps of its own (nil here, said by `text`); then a
    /// rule that fired both; of one object's callbacks, the rule that fired the later one if it
    /// names one of them.
    var rule: Rule? {
        guard earlier.step == later.step else { return nil }
        // One callback on two objects (Nav's viewDidAppear, then B's): any rule naming it "names
        // both", so only a rule that orders objects (a parent before its children) explains it.
        if earlier.callback == later.callback, earlier.object != later.object {
            return [later.rule, earlier.rule].first(where: \.ordersObjects)
        }
        // One appearance (or disappearance) of one controller runs its callbacks in a fixed
        // order: a transition's rule naming two of them (the incoming one's viewWillAppear and
        // viewDidAppear) speaks of how two controllers interleave, not of this order.
        if followsOwnLifecycle, let stage = earlier.callback.lifecycleStage, stage.phase == .appearing || stage.phase == .disappearing {
            return nil
        }
        // Otherwise a forwarded callback stands for what its container heard.
        let earlierRule = earlier.explainingRule, laterRule = later.explainingRule
        let candidates = [laterRule, earlierRule]
        if let both = (candidates + candidates.compactMap(\.refinedOrder)).first(where: namesInOrder) { return both }
        if followsOwnLifecycle { return nil }
        if earlierRule == laterRule { return laterRule }
        // Of one object's callbacks, the later one's rule when it places it against the earlier
        // one (names it); a rule that only says when the later one comes leaves each to its own.
        if earlier.object == later.object { return firstMention(of: earlier.callback, in: laterRule) != nil ? laterRule : nil }
        // A rule that names one callback of two objects' orders it against a third (a push's
        // appearance order, for a child's layout), or says when it happens, which the other
        // callback's own rule completes: each is explained by its own rule.
        return nil
    }

    /// One controller's callbacks whose order never changes, whatever the scenario: its view
    /// loads before it appears or is laid out, and one appearance (or disappearance, or layout
    /// pass) runs its callbacks in a fixed order. Asked of a pair no fired rule speaks of.
    var followsOwnLifecycle: Bool {
        guard earlier.object == later.object || isForwardedAppearance, let first = earlier.callback.lifecycleStage else { return false }
        // Whatever a controller hears, it hears after it was made.
        guard let second = later.callback.lifecycleStage else { return first.phase == .creation }
        switch first.phase {
        case .creation: return second.phase != .creation || first.rank < second.rank
        case .loading: return second.phase == .appearing || second.phase == .layout
        case .appearing, .disappearing, .layout: return first.phase == second.phase && first.rank < second.rank
        }
    }

    /// Two objects' appearance callbacks of which one was forwarded from the other (a dismissed
    /// Nav2's viewWillDisappear reaches its child B at once): the child keeps the container's order.
    var isForwardedAppearance: Bool {
        earlier.object != later.object && earlier.appearanceOwner == later.appearanceOwner
            && [earlier, later].allSatisfy { [.appearing, .disappearing].contains($0.callback.lifecycleStage?.phase) }
    }

    /// The sentences of a controller's own order that order this pair, if any do: the phase's,
    /// and for a forwarded callback the forwarding's.
    var ownOrders: [OwnOrder] {
        guard followsOwnLifecycle, let stage = earlier.callback.lifecycleStage else { return [] }
        return [OwnOrder(startingIn: stage.phase)] + (isForwardedAppearance ? [.forwarded] : [])
    }

    /// The earlier callback is the init of an object the step's own code makes (`setRoot B`
    /// makes B), which comes before whatever the step does with it to another object. Asked of a
    /// pair no fired rule orders.
    var isCreatedByTheStep: Bool {
        earlier.step == later.step && earlier.object != later.object && earlier.callback.lifecycleStage?.phase == .creation
            && earlier.callback.isCalledByTheApp(firedBy: earlier.rule)
    }

    /// The later callback is the deinit of a controller the step lets go once it is done with it
    /// (a popped or dismissed one), which comes after what the step did before. Asked of a pair
    /// no fired rule orders.
    var isReleasedByTheStep: Bool {
        earlier.step == later.step && later.callback == .controllerDeinit && later.rule == .released
            && earlier.callback != .controllerDeinit && earlier.callback != .viewDeinit
    }

    func text(_ phrasing: Phrasing) -> String {
        guard earlier.step == later.step else {
            return phrasing.stepOrder([earlier.label], during: earlier.stepText, [later.label], during: later.stepText)
        }
        if let rule { return phrasing.comesBefore(earlier.label, later.label, because: phrasing.rule(rule)) }
        if followsOwnLifecycle { return phrasing.comesBefore(earlier.label, later.label, because: phrasing.ownLifecycle(ownOrders)) }
        if isCreatedByTheStep {
            return phrasing.comesBefore(earlier.label, later.label, because: phrasing.createdByTheStep(earlier.object, step: earlier.stepText))
        }
        if isReleasedByTheStep {
            return phrasing.comesBefore(earlier.label, later.label, because: phrasing.releasedByTheStep(later.object, step: later.stepText))
        }
        return phrasing.eachOwnRule([earlier.label], phrasing.rule(earlier.ownRule), [later.label], phrasing.rule(later.ownRule))
    }

    /// Each rule's English words, where callbacks keep their names, as UTF-8: made once, since
    /// grading asks for them several times an answer.
    private static let englishWords: [[UInt8]] = Rule.allCases.map { Array(Phrasing(language: .en).rule($0).utf8) }

    /// The phrases that name each callback in a rule's words, as UTF-8: its names (`names(of:)`);
    /// for loadView and viewDidLoad the view loading too, for the layout and constraint
    /// callbacks their passes, for viewWillAppear the appearance beginning. Made once.
    private static let phrases: [[[UInt8]]] = Callback.allCases.map { callback in
        let described: [String] = switch callback {
        case .loadView, .viewDidLoad: ["view load", "view loads", "loads the", "loads its view"]
        case .viewWillLayoutSubviews, .viewDidLayoutSubviews: ["laid out", "layout pass", "layout passes"]
        case .updateViewConstraints: ["constraint pass", "constraint and layout pass", "constraint and layout passes"]
        case .viewWillAppear: ["appearance begins"]
        default: []
        }
        return (names(of: callback) + described).map { Array($0.utf8) }
    }

    /// How a rule's words name a callback: its name without the arguments (`loadView`); a
    /// delegate method, whose name is its delegate's (`application(_:…)` for a dozen), by its
    /// whole name and its first argument's long label (`didFinishLaunching`).
    private static func names(of callback: Callback) -> [String] {
        let name = callback.swiftName
        let base = String(name.prefix { $0 != "(" })
        guard delegateBases.contains(base), name.hasPrefix(base + "(_:") else { return [base] }
        let label = String(name.dropFirst(base.count + 3).prefix { $0 != ":" })
        let short = label.hasSuffix("WithOptions") ? String(label.dropLast("WithOptions".count)) : label
        return [name] + (label.count >= 10 ? [label, short].uniqued() : [])
    }

    /// Bases a delegate's methods share: the delegate's own first argument.
    private static let delegateBases: Set = ["application", "scene", "tabBarController", "navigationController", "userNotificationCenter"]

    /// Whether the rule's summary names both callbacks, the earlier one first: the rule of a
    /// callback between them can state their order (an app's launch code makes the root, then
    /// calls makeKeyAndVisible).
    func namesInOrder(_ rule: Rule) -> Bool {
        guard let first = firstMention(of: earlier.callback, in: rule), let second = firstMention(of: later.callback, in: rule) else { return false }
        return first <= second
    }

    /// Where the rule's summary first names the callback, as a byte offset. Bytes are compared:
    /// the names are ASCII, and Foundation's string search cost more than the rest of grading.
    /// Each pair is searched once per process: an answer's explanation asks of the same rules
    /// for many pairs, and the search was the largest part of grading.
    private func firstMention(of callback: Callback, in rule: Rule) -> Int? {
        Self.mentions.value(Mention(callback: callback, rule: rule)) {
            let words = Self.englishWords[Int(rule.rawValue)]
            return Self.phrases[Int(callback.rawValue)].compactMap { Self.offset(of: $0, in: words) }.min()
        }
    }

    private struct Mention: Hashable, Sendable {
        let callback: Callback
        let rule: Rule
    }

    private static let mentions = ProcessCache<Mention, Int?>()

    /// Where `needle` first occurs in `haystack` as a whole word (`init` not inside `initial`,
    /// `application` not inside `applicationDidBecomeActive`): a plain scan, as both are short.
    private static func offset(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard !needle.isEmpty, needle.count <= haystack.count else { return needle.isEmpty ? 0 : nil }
        func isWordByte(_ index: Int) -> Bool {
            guard haystack.indices.contains(index) else { return false }
            let byte = haystack[index]
            return (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }
        return (0...(haystack.count - needle.count)).first { start in
            haystack[start] == needle[0] && haystack[start..<(start + needle.count)].elementsEqual(needle)
                && !isWordByte(start - 1) && !isWordByte(start + needle.count)
        }
    }

    /// The rules behind the explanation: one, the rules of a controller's own order, the init
    /// of what the step creates, the release of what it lets go, or each callback's own.
    var rules: [Rule] {
        guard earlier.step == later.step else { return [] }
        if let rule { return [rule] }
        if followsOwnLifecycle { return ownOrders.flatMap(\.rules) }
        if isCreatedByTheStep { return [earlier.ownRule] }
        return isReleasedByTheStep ? [later.rule] : [earlier.ownRule, later.ownRule]
    }

    /// The rules' evidence; none for the script's own order.
    func evidence(_ phrasing: Phrasing) -> String { rules.map(phrasing.evidence).joined(separator: "; ") }
}

extension Rule {
    /// The order of a transition that a rule places one callback in: the outgoing controller's
    /// viewWillDisappear waits for the incoming view to load (the rule it fires with), and still
    /// comes before the incoming controller's viewWillAppear (the transition's order).
    var refinedOrder: Rule? {
        switch self {
        case .incomingViewLoadsFirst: .navigationAppearanceOrder
        case .presentationLoadsFirst: .presentationAppearanceOrder
        default: nil
        }
    }

    /// Rules that state an order between different objects' callbacks.
    var ordersObjects: Bool {
        switch self {
        case .launchDelegateCallbacks, .sceneConnection, .makeKeyAndVisible, .mainStoryboardShowsWindow, .appearanceForwarded,
             .firstFrameAfterDidBecomeActive, .firstFrameBeforeDidBecomeActive, .navigationShowsRootDuringLayout,
             .subviewLayoutAfterController, .pushAddsChild, .popRemovesChild, .transitionCompletesContainment,
             .incomingViewLoadsFirst, .outgoingDisappearsFirst, .navigationAppearanceOrder,
             .nonAnimatedTransitionEndsBeforeLayout, .interactivePopCancelled, .prepareForSegue, .embedSegue,
             .presentationLoadsFirst, .presentationAppearanceOrder, .sheetKeepsPresenter, .overFullScreenKeepsPresenter,
             .dismissAppearanceOrder, .interactiveDismissCancelled, .tabSwitch, .pageTurn, .pageContainment, .pageCurlContainment,
             .childContainment, .childTransition, .childTransitionNewFirst, .childrenSetAtCreation, .terminationHidesWindow, .memoryWarningToAppDelegate, .memoryWarningToControllers,
             .memoryWarningUnloadsView, .legacyRotation, .navigationDelegateAroundAppearance, .tabBarDelegateAroundSwitch,
             .hitTesting, .responderChain, .tapGestureCancelsTouches, .notificationAfterDelegate, .appNotificationFollowsScene,
             .rootMadeInLaunchCode:
            true
        default:
            false
        }
    }
}
