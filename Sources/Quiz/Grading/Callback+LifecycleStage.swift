import LifecycleEngine

/// Where a controller's callback sits in the order every controller keeps: it is created, its
/// view loads (later, when first read), then each appearance runs will, is, did; each
/// disappearance will, did.
struct LifecycleStage {
    enum Phase { case creation, loading, appearing, disappearing }
    let phase: Phase
    let rank: Int
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
        default: nil
        }
    }
}
