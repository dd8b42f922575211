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

    /// The heading and refusals, then a table laid out to the terminal's width: a mark, the
    /// callback, its place on each version, and for rows that differ the rules (with `--explain`
    /// each version's reason on a row of its own).
    var sections: [TextSection] {
        let versions = comparison.versions
        var lines = [StyledText(console.localized("simulate.compare.heading", [
            "scenario": script, "versions": console.texts.listing(versions.map(String.init)),
        ]))]
        // Versions that refuse the scenario alike share a line, their reason naming them all.
        let alike = Dictionary(grouping: comparison.refused.sorted { $0.key < $1.key }) { $0.value.message(console.texts, versions: "") }
        for refusals in alike.values.sorted(by: { $0[0].key < $1[0].key }) {
            let versions = refusals.map(\.key)
            let reason = refusals[0].value.message(console.texts, versions: console.texts.listing(versions.map { "iOS \($0)" }))
            lines.append(StyledText(console.localized("simulate.compare.refused", ["ios": console.texts.listing(versions.map(String.init)), "reason": reason])))
        }
        let blank = [StyledText]([StyledText(""), StyledText("")] + versions.map { _ in StyledText("") })
        var rows: [[StyledText]] = []
        for (index, row) in comparison.rows.enumerated() {
            let differs = row.differs(among: versions)
            rows.append([StyledText(differs ? "≠" : ""), StyledText("\(row.object) \(row.callback.swiftName)")]
                        + versions.map { StyledText(row.positions[$0].map(String.init) ?? "·") }
                        + [StyledText(differs ? ruleNames(of: index) : "")])
            if differs, explain {
                for (version, rule) in row.rules.sorted(by: { $0.key < $1.key }) {
                    rows.append(blank + [StyledText("iOS \(version): \(explanations.words(for: rule, in: console.language).why)", .dim)])
                }
            }
        }
        let table = TextTable(
            columns: [.init(wraps: false), .init(narrowsLast: true)] + versions.map { _ in .init(alignment: .right, wraps: false) } + [.init(spillsBelow: true)],
            header: [StyledText(""), StyledText("")] + versions.map { StyledText(String($0)) } + [StyledText("")],
            rows: rows
        )
        var sections = [TextSection(lines: lines, table: table)]
        if comparison.differingRows.isEmpty, versions.count > 1 {
            sections.append(TextSection(lines: [StyledText(console.localized("simulate.compare.same"))]))
        } else if !explain, !comparison.differingRows.isEmpty {
            sections.append(TextSection(lines: [StyledText(console.localized("simulate.compare.rules-hint"), .dim)]))
        }
        return sections
    }

    /// The version rule behind a row that differs (`sheetPresentations (iOS 13+)` where the
    /// presenter's disappearance stops), else the rules that fire it: `outgoingDisappearsFirst`
    /// when every version that makes it says so, else per version.
    private func ruleNames(of index: Int) -> String {
        let row = comparison.rows[index]
        let causes = causes(of: index)
        if !causes.isEmpty {
            return causes.map { "\($0) (iOS \(console.texts.listing($0.versions.map(VersionRuleTable.describe))))" }
                .joined(separator: console.localized("list.separator"))
        }
        func name(_ rule: Rule) -> String { rule.versionRule.map { "\(rule) (\($0))" } ?? "\(rule)" }
        let names = Set(row.rules.values.map(name))
        if names.count == 1 { return names.first! }
        return row.rules.sorted { $0.key < $1.key }.map { "\($0.key): \(name($0.value))" }.joined(separator: ", ")
    }

    /// Why some versions lack the row: the rule that brought its callback, when it holds on exactly
    /// the versions making the row or exactly the others; for a callback every version makes as
    /// often, elsewhere, the rules behind its place in each version, when together they tell each other
    /// version from those making the row; else the first candidate near it that separates them.
    private func causes(of index: Int) -> [VersionRule] {
        let row = comparison.rows[index]
        let all = Set(comparison.versions)
        let making = Set(comparison.versions.filter { row.positions[$0] != nil })
        if let rule = row.callback.versionRule, rule.separates(making, among: all) { return [rule] }
        // Moved, not added: every version makes it as many times.
        let places = comparison.rows.filter { $0.object == row.object && $0.callback == row.callback }
        let made = Dictionary(places.flatMap(\.positions.keys).map { ($0, 1) }, uniquingKeysWith: +)
        if Set(made.keys) == all, Set(made.values).count == 1 {
            // Each row's rules by version: a dictionary's own order changes from run to run.
            let placing = ([row] + places).flatMap { $0.rules.sorted { $0.key < $1.key }.compactMap(\.value.versionRule) }.uniqued()
                .filter { rule in all.contains(where: rule.holds(onMajor:)) && !all.allSatisfy(rule.holds(onMajor:)) }
            if let one = placing.first(where: { $0.separates(making, among: all) }) { return [one] }
            // Every version making the row is told from every other by one of the rules.
            let pairs = making.flatMap { made in all.subtracting(making).map { (made, $0) } }
            func tellsApart(_ rule: VersionRule, _ pair: (Int, Int)) -> Bool { rule.holds(onMajor: pair.0) != rule.holds(onMajor: pair.1) }
            let told = placing.filter { rule in pairs.contains { tellsApart(rule, $0) } }
            if !pairs.isEmpty, pairs.allSatisfy({ pair in told.contains { tellsApart($0, pair) } }) { return told.sorted { $0.rawValue < $1.rawValue } }
        }
        return candidateVersionRules(near: index).first { $0.separates(making, among: all) }.map { [$0] } ?? []
    }

    /// The version rules behind the compared traces' callbacks: the row's own first, then those of
    /// its own step (a sheet's rule, not the launch's), a rule that reshapes callbacks every version
    /// makes before one that only adds its own, nearest rows first.
    private func candidateVersionRules(near index: Int) -> [VersionRule] {
        let steps = Set(comparison.rows[index].steps.values)
        var best: [VersionRule: (rank: Int, distance: Int)] = [:]
        for (other, row) in comparison.rows.enumerated() {
            let rank = other == index ? 0 : (steps.isDisjoint(with: row.steps.values) ? 2 : 0) + (row.differs(among: comparison.versions) ? 1 : 0) + 1
            let candidate = (rank, abs(other - index))
            for rule in row.rules.values.compactMap(\.versionRule) where best[rule].map({ candidate < $0 }) ?? true {
                best[rule] = candidate
            }
        }
        return best.sorted { ($0.value.rank, $0.value.distance, $0.key.rawValue) < ($1.value.rank, $1.value.distance, $1.key.rawValue) }.map(\.key)
    }

    var json: String {
        let rows = comparison.rows.enumerated().map { index, row -> [String: Any] in
            let differs = row.differs(among: comparison.versions)
            let causes = differs ? causes(of: index) : []
            return [
                "object": row.object, "callback": row.callback.swiftName, "method": row.callback.methodID,
                "differs": differs,
                "cause": causes.first.map { String(describing: $0) as Any } ?? NSNull(),
                "causes": causes.map { String(describing: $0) },
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
