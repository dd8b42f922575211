import Foundation
import LifecycleEngine
import TraceRendering
import Testing

/// A scenario with the exact callbacks it must produce, read from Fixtures/behaviours/*.scenario:
///
///     # <the behaviour, one sentence>
///     # ios: 12
///     # from-step: 2          (optional; compare from this step on)
///     # only: appearance      (optional; a `--only` filter)
///     # evidence: seed 001 lines 68-84: ...    (one or more: a seed passage, or an address)
///     # shows: A viewWillDisappear(_:), B viewWillAppear(_:)   (the callbacks the evidence shows)
///     # extrapolated: layoutPass, lazyViewLoading   (the rules behind every other callback)
///     launch nav(A)
///     push B
///     ---
///     B init(nibName:bundle:)
///     ...
struct BehaviourFixture: CustomTestStringConvertible, Sendable {
    let name: String
    let behaviour: String
    let version: IOSVersion
    let fromStep: Int
    let filter: TraceFilter
    let script: String
    let expected: [String]
    /// Where the behaviour is documented or was logged: a seed passage or an address.
    let evidence: [String]
    /// The callbacks the evidence shows, in its order; the rest of `expected` is extrapolated.
    let shows: [String]
    /// The engine rules that fire every callback the evidence does not show.
    let extrapolatedFrom: Set<String>

    var testDescription: String { name }

    private static let headerKeys = ["ios", "from-step", "only", "shows", "extrapolated"]

    static func all() throws -> [BehaviourFixture] {
        let directory = try #require(Bundle.module.url(forResource: "Fixtures/behaviours", withExtension: nil))
        let files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "scenario" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        return try files.map { try BehaviourFixture(url: $0) }
    }

    init(url: URL) throws {
        name = url.deletingPathExtension().lastPathComponent
        let text = try String(contentsOf: url, encoding: .utf8)
        let parts = text.components(separatedBy: "\n---\n")
        try #require(parts.count == 2, "\(name): expected one '---' line between the scenario and the callbacks")
        var header: [String: String] = [:]
        var behaviour = ""
        var script: [String] = []
        var evidence: [String] = []
        for line in parts[0].split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("# evidence:") {
                evidence.append(line.dropFirst("# evidence:".count).trimmingCharacters(in: .whitespaces))
            } else if let key = Self.headerKeys.first(where: { line.hasPrefix("# \($0):") }) {
                header[key] = line.dropFirst(key.count + 3).trimmingCharacters(in: .whitespaces)
            } else if line.hasPrefix("# ") {
                behaviour = String(line.dropFirst(2))
            } else {
                script.append(String(line))
            }
        }
        self.behaviour = behaviour
        self.script = script.joined(separator: "\n")
        version = try #require(header["ios"].flatMap(Int.init).flatMap(IOSVersion.init), "\(name): '# ios: N' is missing")
        fromStep = header["from-step"].flatMap(Int.init) ?? 1
        filter = try #require(TraceFilter(rawValue: header["only"] ?? "all"), "\(name): unknown filter")
        expected = parts[1].split(separator: "\n").map(String.init)
        self.evidence = evidence
        shows = header["shows"].map { $0.components(separatedBy: ", ") } ?? []
        extrapolatedFrom = Set(header["extrapolated"].map { $0.components(separatedBy: ", ") } ?? [])
    }
}
