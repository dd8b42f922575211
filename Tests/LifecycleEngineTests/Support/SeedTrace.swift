import Foundation
import Testing
import LifecycleEngine
import Yams

/// A callback sequence logged in a seed, read from Content/traces.yaml.
struct SeedTrace: CustomTestStringConvertible, Sendable {
    struct Entry: Sendable {
        let object: String
        let spelling: String
    }

    let id: String
    let ios: Int
    let scenario: String
    let compareFrom: Int
    let truncated: Bool
    let logged: [Entry]

    var testDescription: String { id }

    static func all() throws -> [SeedTrace] {
        let url = PackageRoot.url.appending(path: "Content/traces.yaml")
        let document = try Yams.load(yaml: String(contentsOf: url, encoding: .utf8)) as? [String: Any]
        let traces = document?["traces"] as? [[String: Any]] ?? []
        return traces.map { trace in
            SeedTrace(
                id: trace["id"] as! String,
                ios: trace["ios"] as! Int,
                scenario: trace["scenario"] as! String,
                compareFrom: trace["compareFrom"] as? Int ?? 1,
                truncated: trace["truncated"] as? Bool ?? false,
                logged: (trace["logged"] as! [String]).map { line in
                    let parts = line.split(separator: " ", maxSplits: 1)
                    return Entry(object: String(parts[0]), spelling: String(parts[1]))
                })
        }
    }
}

enum PackageRoot {
    /// Tests/LifecycleEngineTests/Support/ → the package root.
    static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
