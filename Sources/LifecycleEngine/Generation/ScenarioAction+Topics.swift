extension ScenarioAction {
    /// The topics a step of this kind is about, so that `--topic` draws only scenarios whose
    /// asked steps do what the topic names (a rotation is not a navigation question).
    public var topics: Set<ScenarioTopic> {
        switch self {
        case .launch(let tree, let launch):
            Set<ScenarioTopic>([.loading, .app]).union(tree.containerTopics).union(launch.orientations == .landscape ? [.rotation] : [])
        case .setRoot(let tree): Set<ScenarioTopic>([.loading, .app]).union(tree.containerTopics)
        case .push(let tree, _, _): tree.loadsFromFile ? [.navigation, .loading] : [.navigation]
        case .pop, .popToRoot, .popTo, .swipeBack: [.navigation]
        case .present(let tree, _, _, _): tree.loadsFromFile ? [.presentation, .loading] : [.presentation]
        case .dismiss, .swipeDown: [.presentation]
        case .select: [.tabs]
        case .page: [.pages]
        case .addChild, .removeChild, .transitionChild, .addSubview: [.containment]
        case .loadViewIfNeeded: [.loading]
        case .observe: [.app]
        case .delegate: [.navigation, .tabs]
        case .sheetDelegate: [.presentation]
        case .tap: [.views]
        case .inViewDidLoad(_, let action): action.topics.union([.loading])
        case .duringLaunch(let action, _): action.topics.union([.app])
        case .inViewDidAppear(_, let action), .inViewWillAppear(_, let action): action.topics
        case .addView, .removeView, .layout, .redraw: [.views]
        case .rotate, .interfaceStyle, .registerTraits: [.rotation]
        case .memoryWarning: [.memory]
        case .resignActive, .becomeActive, .background, .foreground, .open, .receiveNotification, .pullDown, .terminate: [.app]
        case .openScene(let tree): Set<ScenarioTopic>([.app]).union(tree.containerTopics)
        case .closeScene: [.app]
        }
    }
}

extension Scenario {
    /// Whether a step from `step` (1-based) on is about `topic`: what `--topic` asks of the
    /// steps a question is about.
    public func hasStep(about topic: ScenarioTopic, from step: Int32) -> Bool {
        steps.dropFirst(Int(step) - 1).contains { $0.action.topics.contains(topic) }
    }
}

extension ControllerTree {
    /// The container topics a launch of this tree shows (a tab bar, a page view controller, a stack).
    var containerTopics: Set<ScenarioTopic> {
        switch self {
        case .controller: []
        case .navigation(let children): children.reduce([.navigation]) { $0.union($1.containerTopics) }
        case .tabs(let children): children.reduce([.tabs]) { $0.union($1.containerTopics) }
        case .pages(let children): children.reduce([.pages]) { $0.union($1.containerTopics) }
        }
    }

    /// Whether a controller in it is made from a storyboard or nib, or builds its own view:
    /// pushing or presenting it is a question about view loading too.
    var loadsFromFile: Bool {
        specs.contains { $0.creation != .code || $0.loadView != .inherited }
    }
}
