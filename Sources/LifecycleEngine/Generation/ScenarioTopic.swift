/// What a scenario is mostly about, for narrowing question draws (`--topic`).
public enum ScenarioTopic: String, CaseIterable, Sendable {
    case loading, navigation, presentation, tabs, pages, containment, app, rotation, memory, views
}
