/// Names containers `Nav`, `Tabs`, `Pages`, or numbers them from 1 when a scenario creates several,
/// in the order they are made. The engine names its objects with it and `lifequiz probe` its
/// classes, so a device's log and the trace say the same names.
public struct ContainerNamer: Sendable {
    private var totals: [TraceObject.Kind: Int] = [:]
    private var used: [TraceObject.Kind: Int] = [:]

    public init(scenario: Scenario) {
        for step in scenario.steps { count(step.action) }
    }

    private mutating func count(_ action: ScenarioAction) {
        switch action {
        case .launch(let tree, _), .setRoot(let tree), .openScene(let tree), .push(let tree, _, _), .present(let tree, _, _, _), .addChild(let tree, _),
             .addSubview(let tree, _), .transitionChild(_, let tree, _):
            count(tree)
        case .inViewDidLoad(_, let code), .inViewDidAppear(_, let code), .inViewWillAppear(_, let code), .duringLaunch(let code, _):
            count(code)
        default: break
        }
    }

    private mutating func count(_ tree: ControllerTree) {
        switch tree {
        case .controller: return
        case .navigation(let children):
            totals[.navigationController, default: 0] += 1
            children.forEach { count($0) }
        case .tabs(let children):
            totals[.tabBarController, default: 0] += 1
            children.forEach { count($0) }
        case .pages(let children):
            totals[.pageViewController, default: 0] += 1
            children.forEach { count($0) }
        }
    }

    public mutating func next(for kind: TraceObject.Kind) -> String {
        let base = TraceNames.containerBase(for: kind)
        used[kind, default: 0] += 1
        return totals[kind, default: 0] > 1 ? "\(base)\(used[kind]!)" : base
    }
}
