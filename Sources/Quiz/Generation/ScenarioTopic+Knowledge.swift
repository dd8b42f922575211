import LifecycleEngine

extension ScenarioTopic {
    /// The knowledge base's topic files a question topic draws facts, methods and pitfalls from.
    var knowledgeTopics: Set<String> {
        switch self {
        case .loading: ["view-loading", "initialization", "nib-loading"]
        case .navigation: ["navigation", "segues-and-status-bar", "appearance"]
        case .presentation: ["presentation", "appearance"]
        case .tabs, .pages: ["tabs-and-pages", "containment"]
        case .containment: ["containment"]
        case .app: ["app-lifecycle", "scenes", "window", "responder-chain"]
        case .rotation: ["rotation", "layout"]
        case .memory: ["memory"]
        case .views: ["uiview", "layout"]
        }
    }
}
