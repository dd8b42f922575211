import Foundation
import KnowledgeBase
import LifecycleEngine
import TraceRendering
import Quiz

/// The engine's version rules: which iOS versions each behaviour holds for, what it means (from
/// Content/rules.yaml) and the evidence.
struct VersionRuleTable {
    let format: TraceRenderer.Format
    let console: Console

    func render() -> String {
        let explanations = RuleExplanations.embedded
        // Oldest first: a reader goes through the versions in order.
        let ordered = VersionRule.allCases.enumerated()
            .sorted { ($0.element.versions[0].lowerBound, $0.offset) < ($1.element.versions[0].lowerBound, $1.offset) }
            .map(\.element)
        let rows = ordered.map { rule in
            (name: String(describing: rule), versions: rule.versions.map(Self.describe),
             zh: explanations.words(for: rule, in: .zh), en: explanations.words(for: rule, in: .en),
             oneLog: explanations.versionRule(String(describing: rule))?.restsOnOneLog ?? false)
        }
        if format == .json {
            // Like every JSON text, the summary carries both languages.
            let objects = rows.map { row -> [String: Any] in
                ["rule": row.name, "versions": row.versions.joined(separator: ", "), "summary": ["zh": row.zh.why, "en": row.en.why], "evidence": ["zh": row.zh.evidence, "en": row.en.evidence],
                 "rests_on_one_log": row.oneLog]
            }
            let data = try! JSONSerialization.data(withJSONObject: objects, options: [.prettyPrinted, .sortedKeys])
            return String(decoding: data, as: UTF8.self) + "\n"
        }
        return rows.map { row in
            let words = console.language == .zh ? row.zh : row.en
            let caveat = row.oneLog ? "  \(console.localized("rules.one-log"))\n" : ""
            return "\(row.name) — iOS \(console.texts.listing(row.versions))\n  \(words.why)\n  \(console.localized("rules.evidence", ["evidence": words.evidence]))\n" + caveat
        }.joined(separator: "\n")
    }

    /// `13+`, `5-7`, `5`: a range of versions as `--rules` and `--compare` write it.
    static func describe(_ range: ClosedRange<Int>) -> String {
        if range.lowerBound == range.upperBound { return "\(range.lowerBound)" }
        if range.upperBound == IOSVersion.supported.upperBound { return "\(range.lowerBound)+" }
        return "\(range.lowerBound)-\(range.upperBound)"
    }
}
