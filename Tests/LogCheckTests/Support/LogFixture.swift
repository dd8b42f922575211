import Foundation
import Testing
import LifecycleEngine

/// A console log in Fixtures/logs with what checking it must find, in `# key: value` lines on top:
/// `steps`, `ios`, `verdict`, and optionally `differences` ("kind object callback", in order) and
/// `fits` (the consistent versions, "5-12", "9" or "8, 11-18") and `version-rules` (those the
/// report names as differing between the version checked and the nearest that fits).
struct LogFixture: CustomTestStringConvertible, Sendable {
    let name: String
    let log: String
    let steps: String
    let version: IOSVersion
    let consistent: Bool
    let differences: [String]?
    let fits: [Int]?
    let versionRules: [String]?

    var testDescription: String { name }

    static func all() throws -> [LogFixture] {
        let directory = try #require(Bundle.module.url(forResource: "Fixtures/logs", withExtension: nil))
        return try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "log" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
            .map(read)
    }

    private static func read(_ url: URL) throws -> LogFixture {
        let text = try String(contentsOf: url, encoding: .utf8)
        var header: [String: String] = [:]
        var body: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if body.isEmpty, line.hasPrefix("# "), let colon = line.firstIndex(of: ":") {
                header[String(line.dropFirst(2)[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            } else {
                body.append(line)
            }
        }
        let name = url.deletingPathExtension().lastPathComponent
        return LogFixture(
            name: name, log: body.joined(separator: "\n"), steps: try #require(header["steps"], "\(name): no steps"),
            version: try #require(header["ios"].flatMap(Int.init).flatMap(IOSVersion.init), "\(name): no ios"),
            consistent: header["verdict"] == "consistent",
            differences: header["differences"].map { $0.components(separatedBy: ", ") },
            fits: header["fits"].map(versions),
            versionRules: header["version-rules"].map { $0.components(separatedBy: ", ") })
    }

    /// "5-12" or "9".
    private static func versions(_ text: String) -> [Int] {
        text.split(separator: ",").flatMap { range in
            let bounds = range.split(separator: "-").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
            return Array(bounds[0]...(bounds.last ?? bounds[0]))
        }
    }
}
