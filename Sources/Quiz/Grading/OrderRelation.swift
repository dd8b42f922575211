import LifecycleEngine

/// Why one callback of a trace comes before another: the rule that orders those two, not each
/// one's own reason for firing.
struct OrderRelation: Hashable {
    let earlier: ItemDetail
    let later: ItemDetail

    /// The rule that fixes the order, nil when the two come from different steps (the script's
    /// order decides) or when neither rule that fired them speaks of both (then each is
    /// explained by its own). Of one object's callbacks, the rule that fired the later one,
    /// unless only the earlier one's names both (a URL handed over before the scene's foreground).
    var rule: Rule? {
        guard earlier.step == later.step else { return nil }
        if earlier.object == later.object || earlier.rule == later.rule {
            return mentions(later.rule) < 2 && mentions(earlier.rule) == 2 ? earlier.rule : later.rule
        }
        let candidates = [later.rule, earlier.rule]
        // A rule that names both callbacks states their order; one that names one of them and
        // orders objects is next best; a rule about something else explains nothing here.
        if let both = candidates.first(where: { mentions($0) == 2 }) { return both }
        let partial = candidates.filter { $0.ordersObjects && mentions($0) == 1 }
        return partial.count == 1 ? partial[0] : nil
    }

    func text(_ phrasing: Phrasing) -> String {
        guard earlier.step == later.step else {
            return phrasing.stepOrder([earlier.label], during: earlier.stepText, [later.label], during: later.stepText)
        }
        guard let rule else { return phrasing.eachOwnRule([earlier.label], phrasing.rule(earlier.rule), [later.label], phrasing.rule(later.rule)) }
        return phrasing.comesBefore(earlier.label, later.label, because: phrasing.rule(rule))
    }

    /// Each rule's English words, where callbacks keep their names, as UTF-8: made once, since
    /// grading asks for them several times an answer.
    private static let englishWords: [[UInt8]] = Rule.allCases.map { Array(Phrasing(language: .en).rule($0).utf8) }

    /// The phrases that name each callback in a rule's words, as UTF-8: its name without the
    /// arguments (`loadView`), and for loadView and viewDidLoad the view loading too. Made once.
    private static let phrases: [[[UInt8]]] = Callback.allCases.map { callback in
        let name = Array(callback.swiftName.utf8.prefix { $0 != UInt8(ascii: "(") })
        let loading = callback == .loadView || callback == .viewDidLoad
        return loading ? [name, Array("view load".utf8), Array("loads the".utf8)] : [name]
    }

    /// How many of the two callbacks the rule's summary names (`loadView()`, or the view
    /// loading for loadView and viewDidLoad). Bytes are compared: the names are ASCII, and
    /// Foundation's string search cost more than the rest of grading.
    private func mentions(_ rule: Rule) -> Int {
        let words = Self.englishWords[Int(rule.rawValue)]
        return [earlier.callback, later.callback].filter { callback in
            Self.phrases[Int(callback.rawValue)].contains { Self.bytes(words, contain: $0) }
        }.count
    }

    /// Whether `needle` occurs in `haystack`: a plain scan, as both are short.
    private static func bytes(_ haystack: [UInt8], contain needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, needle.count <= haystack.count else { return needle.isEmpty }
        return (0...(haystack.count - needle.count)).contains { start in
            haystack[start] == needle[0] && haystack[start..<(start + needle.count)].elementsEqual(needle)
        }
    }

    /// The rules behind the explanation: one, or each callback's own.
    var rules: [Rule] {
        guard earlier.step == later.step else { return [] }
        return rule.map { [$0] } ?? [earlier.rule, later.rule]
    }

    /// The rules' evidence; none for the script's own order.
    func evidence(_ phrasing: Phrasing) -> String { rules.map(phrasing.evidence).joined(separator: "; ") }
}

extension Rule {
    /// Rules that state an order between different objects' callbacks.
    var ordersObjects: Bool {
        switch self {
        case .launchDelegateCallbacks, .sceneConnection, .makeKeyAndVisible, .mainStoryboardShowsWindow, .appearanceForwarded,
             .firstFrameAfterDidBecomeActive, .firstFrameBeforeDidBecomeActive, .navigationShowsRootDuringLayout,
             .subviewLayoutAfterController, .pushAddsChild, .popRemovesChild, .transitionCompletesContainment,
             .incomingViewLoadsFirst, .outgoingDisappearsFirst, .navigationAppearanceOrder,
             .nonAnimatedTransitionEndsBeforeLayout, .interactivePopCancelled, .prepareForSegue, .embedSegue,
             .presentationLoadsFirst, .presentationAppearanceOrder, .sheetKeepsPresenter, .overFullScreenKeepsPresenter,
             .dismissAppearanceOrder, .interactiveDismissCancelled, .tabSwitch, .pageTurn, .pageContainment,
             .childContainment, .childrenSetAtCreation, .terminationHidesWindow, .memoryWarningToAppDelegate, .memoryWarningToControllers,
             .memoryWarningUnloadsView, .legacyRotation, .navigationDelegateAroundAppearance, .tabBarDelegateAroundSwitch:
            true
        default:
            false
        }
    }
}
