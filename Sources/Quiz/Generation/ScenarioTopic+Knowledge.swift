import LifecycleEngine

extension ScenarioTopic {
    /// The knowledge base's topic files a question topic draws facts, methods and pitfalls from.
    public var knowledgeTopics: Set<String> {
        switch self {
        case .loading: ["view-loading", "initialization", "nib-loading"]
        case .navigation: ["navigation", "segues-and-status-bar", "appearance"]
        case .presentation: ["presentation", "appearance"]
        // Tabs and pages are containers, but containment's own facts (addChild, a view added
        // without it) are not about them: `--topic containment` asks those.
        case .tabs, .pages: ["tabs-and-pages"]
        case .containment: ["containment"]
        case .app: ["app-lifecycle", "scenes", "window"]
        case .rotation: ["rotation", "layout"]
        case .memory: ["memory"]
        // Touches are asked about views (`tap` is a views step), so the responder chain is theirs.
        case .views: ["uiview", "layout", "responder-chain"]
        }
    }

    /// The knowledge topic whose subdeck an exported ordering of this topic goes in, so that an
    /// Anki deck has one subdeck per subject (`uiview`), not one for the facts and one for the
    /// orderings (`views`).
    public var deckTopic: String {
        switch self {
        case .loading: "view-loading"
        case .tabs, .pages: "tabs-and-pages"
        case .app: "app-lifecycle"
        case .views: "uiview"
        case .navigation, .presentation, .containment, .rotation, .memory: rawValue
        }
    }

    /// Whether a knowledge card of this topic and class belongs to this question topic. Tabs
    /// and pages share one knowledge topic and are told apart by the container's classes.
    public func covers(knowledgeTopic: String, classID: String) -> Bool {
        guard knowledgeTopics.contains(knowledgeTopic) else { return false }
        switch self {
        case .tabs: return classID.hasPrefix("UITabBarController")
        case .pages: return classID.hasPrefix("UIPageViewController")
        default: return true
        }
    }

    /// The callbacks a question on this topic is about, which its items are drawn from first: a
    /// "launch and loading" question that leaves out loadView and viewDidLoad teaches nothing.
    var centralCategories: Set<CallbackCategory> {
        switch self {
        case .loading: [.loading]
        case .presentation: [.appearance, .containment, .delegate]
        case .navigation, .tabs, .pages: [.appearance, .containment]
        case .containment: [.containment, .appearance]
        case .app: [.app]
        case .rotation: [.rotation, .layout, .environment]
        case .memory: [.memory, .loading]
        case .views: [.view]
        }
    }
}
