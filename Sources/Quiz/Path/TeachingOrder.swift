/// The order lifequiz teaches in, and the guided path walks: one controller's launch and loading
/// first, then appearance and layout, navigation, presentation, containers, the app's states,
/// and what changed between versions.
public enum TeachingOrder {
    public static let lessons: [Lesson] = [
        Lesson(id: "launch", topics: ["loading", "initialization", "view-loading", "nib-loading", "window"]),
        Lesson(id: "appearance", topics: ["appearance", "layout", "views", "uiview", "rotation"]),
        Lesson(id: "navigation", topics: ["navigation"]),
        Lesson(id: "presentation", topics: ["presentation", "segues-and-status-bar"]),
        Lesson(id: "containers", topics: ["containment", "tabs-and-pages", "tabs", "pages"]),
        Lesson(id: "app-states", topics: ["app", "app-lifecycle", "scenes", "memory", "responder-chain"]),
        Lesson(id: "versions", topics: [CardCatalog.versionsTopic]),
    ]

    /// Every topic, in teaching order: new cards are introduced in this order.
    public static var topics: [String] { lessons.flatMap(\.topics) }

    /// The lesson a card topic belongs to; topics no lesson names go to the last.
    public static func lesson(of topic: String) -> Lesson {
        lessons.first { $0.topics.contains(topic) } ?? lessons[lessons.count - 1]
    }
}
