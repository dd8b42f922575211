import Foundation
import Testing
import Yams

/// A log the seeds printed, cut from the seed document by the lines Content/traces.yaml cites,
/// noise included: headings, prose, code, numbered lists.
struct SeedLog: CustomTestStringConvertible, Sendable {
    let id: String
    let text: String
    let scenario: String
    let ios: Int

    var testDescription: String { id }

    /// The package root, from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// `seeds/` in the shared folder `scripts/test` found (LIFEQUIZ_SHARED), else in `../shared`.
    static let seeds = (ProcessInfo.processInfo.environment["LIFEQUIZ_SHARED"].map { URL(fileURLWithPath: $0) }
        ?? root.deletingLastPathComponent().appending(path: "shared")).appending(path: "seeds")

    static func all() throws -> [SeedLog] {
        struct File: Decodable { let traces: [Entry] }
        struct Entry: Decodable {
            struct Source: Decodable { let seed: String; let lines: String }
            let id: String, source: Source, scenario: String, ios: Int
        }
        let yaml = try String(contentsOf: root.appending(path: "Content/traces.yaml"), encoding: .utf8)
        return try YAMLDecoder().decode(File.self, from: yaml).traces.map { entry in
            let bounds = entry.source.lines.split(separator: "-").compactMap { Int($0) }
            let seed = try String(contentsOf: seeds.appending(path: entry.source.seed), encoding: .utf8)
            let lines = seed.split(separator: "\n", omittingEmptySubsequences: false)
            let text = lines[(bounds[0] - 1)..<min(bounds[1], lines.count)].joined(separator: "\n")
            return SeedLog(id: entry.id, text: text, scenario: entry.scenario, ios: entry.ios)
        }
    }
}
