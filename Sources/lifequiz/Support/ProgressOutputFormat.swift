import ArgumentParser

/// How `lifequiz stats` prints. (The shared `--format` option in Support/ may absorb this.)
enum ProgressOutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
}
