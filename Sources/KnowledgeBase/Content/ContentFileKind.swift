/// Which part of the content a file under Content/ holds, told by its path.
enum ContentFileKind {
    case sources, classes, conflicts, traces, scenarios, lessons, topic, rules

    init?(path: String) {
        let components = path.split(separator: "/").map(String.init)
        guard let name = components.last else { return nil }
        let stem = name.split(separator: ".").first.map(String.init) ?? name
        if components.dropLast().last == "topics" {
            self = .topic
            return
        }
        switch stem {
        case "sources": self = .sources
        case "classes": self = .classes
        case "conflicts": self = .conflicts
        case "traces": self = .traces
        case "scenarios": self = .scenarios
        case "rules": self = .rules
        case "lessons": self = .lessons
        default: return nil
        }
    }
}
