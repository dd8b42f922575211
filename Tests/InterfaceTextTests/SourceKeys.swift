import Foundation

/// The catalog keys the product's sources ask for: every string literal passed to
/// `localized("…"`, `texts.text("…"` or `catalog.text("…"` (and `counted("…"`, which asks for
/// `….one` and `….other`), read from the source tree beside this test; and the words the engine's
/// problems need: `scenario.<reason>` for each `ScenarioError("reason"`, `refusal.<reason>` for
/// each `refuse("reason"`, `scenario.what.<name>` for each `what: "name"`, `scenario.state.<name>`
/// for each app state name; `file-problem.<key>` and `file-kind.<name>` for data files.
enum SourceKeys {
    /// Patterns whose every captured group names a key under the prefix.
    private static let engineKeys: [(pattern: String, prefix: String)] = [
        (#"ScenarioError\(\s*"([a-z0-9-]+)""#, "scenario."),
        (#"refuse\("([a-z0-9-]+)""#, "refusal."),
        (#"refuse\(\w+ \? "([a-z0-9-]+)" : "([a-z0-9-]+)""#, "refusal."),
        (#"what: "([a-z0-9-]+)""#, "scenario.what."),
        (#"case \.\w+: "([a-z0-9-]+)"\n"#, "scenario.state."),
        (#"FileProblem\("([a-z0-9-]+)""#, "file-problem."),
        (#"case S_IF\w+(?:, S_IF\w+)*: "([a-z0-9-]+)""#, "file-kind."),
        (#"default: "([a-z0-9-]+)"\n"#, "file-kind."),
    ]

    static func engineAsked() throws -> Set<String> {
        var keys: Set<String> = []
        for (pattern, prefix) in engineKeys {
            let expression = try NSRegularExpression(pattern: pattern)
            for text in try texts(under: "LifecycleEngine") + texts(under: "DataFiles") where Self.applies(pattern, to: text) {
                for match in expression.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    for group in 1..<match.numberOfRanges {
                        if let range = Range(match.range(at: group), in: text) { keys.insert(prefix + text[range]) }
                    }
                }
            }
        }
        return keys
    }

    /// App states are read only where they are named, file kinds only where they are told apart.
    private static func applies(_ pattern: String, to text: String) -> Bool {
        if pattern.hasPrefix("case \\.") { return text.contains("var stateName") }
        if pattern.contains("S_IF") || pattern.hasPrefix("default") { return text.contains("func nonRegularKind") }
        return true
    }

    private static func texts(under folder: String) throws -> [String] {
        let root = sourcesFolder.appending(path: folder)
        var texts: [String] = []
        let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            if url.pathExtension == "swift" { texts.append(try String(contentsOf: url, encoding: .utf8)) }
        }
        return texts
    }

    private static var sourcesFolder: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "Sources")
    }

    static func asked() throws -> Set<String> {
        let sources = sourcesFolder
        let pattern = try NSRegularExpression(pattern: #"(localized|catalog\.text|texts\.text|counted|say|both|\.text)\(\s*"([a-z0-9-]+(?:\.[a-z0-9-]+)+)""#)
        var keys: Set<String> = []
        let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            guard url.pathExtension == "swift", let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let function = Range(match.range(at: 1), in: text), let range = Range(match.range(at: 2), in: text) else { continue }
                let key = String(text[range])
                if text[function] == "counted" {
                    keys.formUnion([key + ".one", key + ".other"])
                } else {
                    keys.insert(key)
                }
            }
        }
        return keys
    }
}
