import LifecycleEngine

/// Where a controller's callback sits in the order every controller keeps: it is created, its
/// view loads (later, when first read), then each appearance runs will, is, did; each
/// disappearance will, did; each layout pass updates constraints, then lays out.
struct LifecycleStage {
    enum Phase { case creation, loading, appearing, disappearing, layout }
    let phase: Phase
    let rank: Int
}

/// One sentence of the order every controller keeps, said for the pairs that need it: each
/// names its evidence.
enum OwnOrder: CaseIterable {
    case creation, loading, appearance, disappearance, forwarded, layout

    /// The sentence that orders a pair whose earlier callback is in this phase.
    init(startingIn phase: LifecycleStage.Phase) {
        switch phase {
        case .creation: self = .creation
        case .loading: self = .loading
        case .appearing: self = .appearance
        case .disappearing: self = .disappearance
        case .layout: self = .layout
        }
    }

    var key: String {
        switch self {
        case .creation: "quiz.own-lifecycle.creation"
        case .loading: "quiz.own-lifecycle.loading"
        case .appearance: "quiz.own-lifecycle.appearance"
        case .disappearance: "quiz.own-lifecycle.disappearance"
        case .forwarded: "quiz.own-lifecycle.forwarded"
        case .layout: "quiz.own-lifecycle.layout"
        }
    }

    /// The rules whose evidence states it: lazy loading, appearance states, forwarding, the layout pass.
    var rules: [Rule] {
        switch self {
        case .creation, .loading: [.lazyViewLoading]
        case .appearance, .disappearance: [.appearanceBegins]
        case .forwarded: [.appearanceForwarded]
        case .layout: [.constraintPass, .layoutPass]
        }
    }
}

extension Callback {
    var lifecycleStage: LifecycleStage? {
        switch self {
        case .controllerInitWithCoder, .controllerInitWithNibName: LifecycleStage(phase: .creation, rank: 0)
        case .controllerAwakeFromNib: LifecycleStage(phase: .creation, rank: 1)
        case .loadView: LifecycleStage(phase: .loading, rank: 0)
        case .viewDidLoad: LifecycleStage(phase: .loading, rank: 1)
        case .viewWillAppear: LifecycleStage(phase: .appearing, rank: 0)
        case .viewIsAppearing: LifecycleStage(phase: .appearing, rank: 1)
        case .viewDidAppear: LifecycleStage(phase: .appearing, rank: 2)
        case .viewWillDisappear: LifecycleStage(phase: .disappearing, rank: 0)
        case .viewDidDisappear: LifecycleStage(phase: .disappearing, rank: 1)
        case .updateViewConstraints: LifecycleStage(phase: .layout, rank: 0)
        case .viewWillLayoutSubviews: LifecycleStage(phase: .layout, rank: 1)
        case .viewDidLayoutSubviews: LifecycleStage(phase: .layout, rank: 2)
        default: nil
        }
    }
}
