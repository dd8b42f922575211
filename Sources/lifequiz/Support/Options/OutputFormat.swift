import ArgumentParser

/// How a command prints its answer: for people, or as JSON for scripts.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    case text
    case json
}
