import DisplayWidth
import Foundation
import InterfaceText
import KnowledgeBase
import LifecycleEngine
import TraceRendering

/// `simulate --compare`: one scenario's traces on several versions side by side, each callback a
/// row, a column per version with its place there; rows some version lacks are marked `≠` and name
/// the rule behind them on each version.
struct VersionComparisonView {
    let comparison: VersionComparison
    let script: String
    let console: Console
    let explain: Bool

    private var explanations: RuleExplanations { .embedded }

    var text: String {
        let versions = comparison.versions
        var lines = [console.localized("simulate.compare.heading", [
            "scenario": script, "versions": versions.map(String.init).joined(separator: ", "),
        ])]
        for (version, error) in comparison.refused.sorted(by: { $0.key < $1.key }) {
            lines.append(console.localized("simulate.compare.refused", ["ios": "\(version)", "reason": error.message(console.texts)]))
        }
        let labels = comparison.rows.map { "\($0.object) \($0.callback.swiftName)" }
        let width = min(labels.map { displayColumns(of: $0) }.max() ?? 0, 44)
        func padded(_ text: String, _ columns: Int) -> String { text + String(repeating: " ", count: max(0, columns - displayColumns(of: text))) }
        lines.append((padded("", width + 2) + versions.map { padded(String($0).leftPadded(4), 5) }.joined()).trailingSpacesRemoved)
        for (row, label) in zip(comparison.rows, labels) {
            let differs = row.differs(among: versions)
            let cells = versions.map { padded((row.positions[$0].map(String.init) ?? "·").leftPadded(4), 5) }.joined()
            var line = (differs ? "≠ " : "  ") + padded(label, width) + cells
            if differs { line += "  " + ruleNames(of: row) }
            lines.append(line.trailingSpacesRemoved)
            if differs, explain {
                for (version, rule) in row.rules.sorted(by: { $0.key < $1.key }) {
                    lines.append("    iOS \(version): \(explanations.words(for: rule, in: console.language).why)")
                }
            }
        }
        if comparison.differingRows.isEmpty, versions.count > 1 { lines.append(console.localized("simulate.compare.same")) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `outgoingDisappearsFirst` when every version that makes it says so, else per version.
    private func ruleNames(of row: VersionComparison.Row) -> String {
        func name(_ rule: Rule) -> String { rule.versionRule.map { "\(rule) (\($0))" } ?? "\(rule)" }
        let names = Set(row.rules.values.map(name))
        if names.count == 1 { return names.first! }
        return row.rules.sorted { $0.key < $1.key }.map { "\($0.key): \(name($0.value))" }.joined(separator: ", ")
    }

    var json: String {
        let rows = comparison.rows.map { row -> [String: Any] in
            [
                "object": row.object, "callback": row.callback.swiftName, "method": row.callback.methodID,
                "differs": row.differs(among: comparison.versions),
                "positions": Dictionary(uniqueKeysWithValues: comparison.versions.map { ("\($0)", row.positions[$0].map { $0 as Any } ?? NSNull()) }),
                "rules": Dictionary(uniqueKeysWithValues: row.rules.map { ("\($0.key)", String(describing: $0.value)) }),
                "version_rules": Dictionary(uniqueKeysWithValues: row.rules.compactMap { version, rule in
                    rule.versionRule.map { ("\(version)", String(describing: $0)) }
                }),
            ]
        }
        let refused = Dictionary(uniqueKeysWithValues: comparison.refused.map { version, error in
            ("\(version)", ["zh": error.message(TextCatalog.embedded("zh")), "en": error.message(TextCatalog.embedded("en"))])
        })
        let document: [String: Any] = ["scenario": script, "versions": comparison.versions, "refused": refused, "rows": rows]
        let data = try! JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys])
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

private extension String {
    func leftPadded(_ columns: Int) -> String { String(repeating: " ", count: max(0, columns - count)) + self }

    var trailingSpacesRemoved: String {
        var result = self
        while result.hasSuffix(" ") { result.removeLast() }
        return result
    }
}
