import Foundation
import LifecycleEngine

/// The engine's version rules: which iOS versions each behaviour holds for, and the evidence.
struct VersionRuleTable {
    let format: TraceRenderer.Format

    func render() -> String {
        let rows = VersionRule.allCases.map { rule in
            (name: String(describing: rule), versions: rule.versions.map(Self.describe).joined(separator: ", "),
             summary: rule.summary, evidence: rule.evidence)
        }
        if format == .json {
            let objects = rows.map { ["rule": $0.name, "versions": $0.versions, "summary": $0.summary, "evidence": $0.evidence] }
            let data = try! JSONSerialization.data(withJSONObject: objects, options: [.prettyPrinted, .sortedKeys])
            return String(decoding: data, as: UTF8.self) + "\n"
        }
        return rows.map { "\($0.name) — iOS \($0.versions)\n  \($0.summary)\n  evidence: \($0.evidence)\n" }.joined(separator: "\n")
    }

    private static func describe(_ range: ClosedRange<Int>) -> String {
        if range.lowerBound == range.upperBound { return "\(range.lowerBound)" }
        if range.upperBound == IOSVersion.supported.upperBound { return "\(range.lowerBound)+" }
        return "\(range.lowerBound)-\(range.upperBound)"
    }
}
