import Foundation
@testable import KnowledgeBase

/// A small, valid content set in the embedded format (paths under Content/, JSON text), covering
/// what the tests need: names shared by classes, Objective-C names that differ from Swift ones,
/// Chinese and English texts, a conflict, a trace with a shared spelling to settle. The documents
/// are the JSON files under Fixtures/Content/, each standing for the YAML file of the same name.
enum FixtureContent {
    private static let paths = [
        "Content/sources.yaml", "Content/classes.yaml", "Content/topics/view-loading.yaml", "Content/topics/appearance.yaml",
        "Content/topics/uiview.yaml", "Content/topics/app-launch.yaml", "Content/conflicts.yaml", "Content/traces.yaml",
        "Content/scenarios.yaml",
    ]

    static let documents: [(path: String, json: String)] = paths.map { ($0, fixture(standingFor: $0)) }

    static var classes: String { fixture(standingFor: "Content/classes.yaml") }
    static var traces: String { fixture(standingFor: "Content/traces.yaml") }

    /// The fixture documents with one replaced (or added), for tests of a single problem.
    static func documents(replacing path: String, with json: String) -> [(path: String, json: String)] {
        documents.filter { $0.path != path } + [(path, json)]
    }

    static func content(fingerprint: String = "fixture-1") -> KnowledgeContent {
        KnowledgeContent(fingerprint: fingerprint, documents: documents)
    }

    private static func fixture(standingFor path: String) -> String {
        let name = "Fixtures/" + path.replacingOccurrences(of: ".yaml", with: ".json")
        guard let url = Bundle.module.url(forResource: name, withExtension: nil),
              let text = try? String(contentsOf: url, encoding: .utf8)
        else { fatalError("missing test fixture \(name)") }
        return text
    }
}
