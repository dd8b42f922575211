import InterfaceText
import KnowledgeBase
import LifecycleEngine
import LogCheck
import Quiz
import TraceRendering

/// `lifequiz check`'s report: how the log was read, and each difference with the engine's rule.
struct CheckReportView {
    let report: CheckReport
    let console: Console
    let script: String
    /// Known disagreements of the sources about a callback that differs.
    let conflicts: [Conflict]
    static let conflictsShown = 3

    private var explanations: RuleExplanations { .embedded }

    var sections: [TextSection] {
        var lines = [StyledText(console.texts.counted("check.summary", report.recognized.count, [
            "scenario": script, "ios": "\(report.version.major)", "step": "\(report.fromStep)",
        ]))]
        if !report.mapping.isEmpty {
            let pairs = report.mapping.map { entry in
                guard entry.className == ObjectMapping.unnamed else {
                    return "\(entry.className) = \(entry.object ?? console.localized("check.no-object"))"
                }
                return unnamedPair(entry.object)
            }
            let how = if report.mapping.allSatisfy(\.given) {
                console.localized("check.mapping.given")
            } else if let count = report.differencesInOrderOfAppearance {
                // One class has no order to pair in: what it was not paired with is the first object.
                console.localized(report.mapping.count == 1 ? "check.mapping.fitted-one-class" : "check.mapping.fitted", ["count": "\(count)"])
            } else {
                console.localized(report.mapping.contains(where: \.given) ? "check.mapping.mixed" : "check.mapping.inferred")
            }
            lines.append(StyledText(console.localized("check.mapping", ["pairs": console.texts.listing(pairs), "how": how])))
        }
        var sections = [TextSection(lines: lines)]
        if !report.unrecognized.isEmpty {
            sections.append(TextSection(
                heading: console.localized("check.unrecognized", ["count": "\(report.unrecognized.count)"]),
                lines: report.unrecognized.map { StyledText(console.localized("check.line", ["line": "\($0.line)", "text": $0.text]), .dim) }))
        }
        sections += note("check.call-ends", lines: report.callEnds.map(\.line), ["count": "\(report.callEnds.count)"])
        if !report.printedAfterSuper.isEmpty {
            sections.append(TextSection(lines: [StyledText(console.localized("check.printed-after-super", [
                "containers": console.texts.listing(loggedNames(of: report.printedAfterSuper)),
            ]), .dim)]))
        }
        sections += note("check.context-lines", lines: report.contextLines, ["step": "\(report.fromStep - 1)"])
        sections += note("check.queries-as-needed", lines: report.queriesAsNeeded,
                         ["why": explanations.words(for: .orientationQueriesAsNeeded, in: console.language).why])
        for rule in report.absentUsual {
            sections.append(TextSection(lines: [StyledText(console.localized("check.absent-usual", [
                "why": explanations.words(for: rule, in: console.language).why,
            ]), .dim)]))
        }
        if report.isConsistent {
            sections.append(TextSection(lines: [StyledText(console.localized("check.consistent"), .title)]))
        } else {
            var differences: [StyledText] = []
            var hinted: Set<String> = []   // an option's hint is told at its first extra line only
            // A reason is given in full under the first difference it explains; later ones point to it.
            var givenUnder: [String: Int] = [:]
            func once(_ text: String, _ number: Int) -> String {
                if let first = givenUnder[text] { return console.localized("check.same-as", ["number": "\(first)"]) }
                givenUnder[text] = number
                return text
            }
            for (index, difference) in report.differences.enumerated() {
                let reason = why(difference, language: console.language)
                differences.append(StyledText("\(index + 1). ") + StyledText(console.localized("check.kind.\(difference.kind.rawValue)"), .highlight)
                    + StyledText("  \(name(difference))  ", .code) + StyledText(console.localized("check.place", ["place": place(difference)]), .dim))
                // The hint stands on a line of its own, so a reason given above can still be pointed to.
                differences.append(StyledText("   " + console.localized("check.why", ["why": once(reason.text, index + 1)])))
                if let hint = reason.hint, let option = Self.scenarioOption(making: difference.callback), hinted.insert(option).inserted {
                    differences.append(StyledText("   " + console.localized("check.hint", ["hint": hint.trimmingCharacters(in: .whitespaces)])))
                }
                if let neighbours = engineNeighbours(difference) { differences.append(neighbours) }
                if let fit = report.nearestFit, let rule = difference.ruleWhereItFits, rule != difference.rule {
                    differences.append(StyledText("   " + console.localized("check.where-it-fits", [
                        "ios": "\(fit.major)", "why": once(explanations.words(for: rule, in: console.language).why, index + 1),
                    ]), .dim))
                }
            }
            // A callback such as viewDidLoad is named by many disagreements: the first few say
            // enough on screen (JSON lists them all).
            for conflict in conflicts.prefix(Self.conflictsShown) {
                differences.append(StyledText(console.localized("check.conflict", ["id": conflict.id, "title": conflict.title.text(in: console.language)])))
            }
            if conflicts.count > Self.conflictsShown {
                let more = conflicts.count - Self.conflictsShown
                differences.append(StyledText(console.localized(more == 1 ? "check.conflicts-more.one" : "check.conflicts-more", ["count": "\(more)"]), .dim))
            }
            let count = report.differences.count
            sections.append(TextSection(heading: console.localized(count == 1 ? "check.differs.one" : "check.differs", ["count": "\(count)"]),
                                        lines: differences))
        }
        // Extra lines that a step or option the script leaves out explains point at the script,
        // not at a version.
        let scriptExplains = !report.differences.isEmpty && report.differences.allSatisfy { difference in
            guard difference.kind == .extra, difference.rule == nil else { return false }
            if let note = report.note(explaining: difference) { return note.key.map(Self.notesNamingAStep.contains) ?? false }
            return Self.scenarioOption(making: difference.callback) != nil
        }
        let none = scriptExplains ? console.localized("check.versions.script-explains")
            : report.versionIsClosest ? console.localized("check.versions.closest", ["version": "\(report.version.major)"])
            : console.localized("check.versions.none")
        var versions = [StyledText(report.consistentVersions.isEmpty ? none
            : console.localized("check.versions", ["versions": console.texts.listing(Self.ranges(report.consistentVersions))]))]
        if let nearest = report.nearestFit, !report.versionRules.isEmpty {
            let rules = console.texts.listing(report.versionRules.map(String.init(describing:)))
            versions.append(StyledText(console.localized("check.version-rules",
                                                         ["rules": rules, "version": "\(report.version.major)", "nearest": "\(nearest.major)"])))
            for rule in report.versionRules {
                versions.append(StyledText("  \(rule): \(explanations.words(for: rule, in: console.language).why)", .dim))
            }
        }
        sections.append(TextSection(lines: versions))
        return sections
    }

    /// A dim note about some of the log's lines (`key.one` for one line), none when there are none.
    private func note(_ key: String, lines: [Int], _ values: [String: String]) -> [TextSection] {
        guard !lines.isEmpty else { return [] }
        let text = console.localized(lines.count == 1 ? key + ".one" : key, values.merging(["lines": console.texts.listing(lines.map { "\($0)" })]) { $1 })
        return [TextSection(lines: [StyledText(text, .dim)])]
    }

    private func name(_ difference: CheckReport.Difference) -> String {
        "\(difference.object ?? console.localized("check.any-object")) \(difference.callback.swiftName(passingNil: difference.passesNil))"
    }

    private func place(_ difference: CheckReport.Difference) -> String {
        var parts: [String] = []
        // A logged line is its place; the engine's neighbours follow under it, so a position
        // counted among the compared callbacks ("position 8" beside "line 8") would only confuse.
        if let line = difference.loggedLine {
            parts.append(console.localized("check.where.logged", ["line": "\(line)"]))
        } else if let position = difference.expectedPosition {
            parts.append(console.localized("check.where.expected", ["position": "\(position)"]))
        }
        return parts.joined(separator: console.localized("check.place-separator"))
    }

    /// The engine's callbacks around a missing or misplaced one (`A viewWillDisappear(_:) →
    /// B viewWillAppear(_:) → …`), so "position 6" is seen in its place, not counted out.
    private func engineNeighbours(_ difference: CheckReport.Difference) -> StyledText? {
        guard let position = difference.expectedPosition, report.expected.indices.contains(position - 1) else { return nil }
        let around = max(0, position - 2)...min(report.expected.count - 1, position)
        var order = StyledText("   " + console.localized("check.engine-order"), .dim)
        for index in around {
            if index > around.lowerBound { order = order + StyledText(" → ", .dim) }
            let (object, callback, passesNil) = report.expected[index]
            order = order + StyledText("\(object) \(callback.swiftName(passingNil: passesNil))", index == position - 1 ? .highlight : .dim)
        }
        return order
    }

    /// Why a line differs, and for an extra line nothing else explains, the scenario option it
    /// probably needs (`hint`, a sentence that follows the reason).
    private func why(_ difference: CheckReport.Difference, language: Language) -> (text: String, hint: String?) {
        let texts = TextCatalog.embedded(language.rawValue)
        if difference.kind == .contradicted, let object = difference.object, let line = difference.loggedLine {
            return (texts.text("check.contradicted-why", ["object": object, "line": "\(line)"]), nil)
        }
        if let versionRule = report.versionRuleLacking(difference) {
            return (texts.text("check.extra-why.version", ["ios": "\(report.version.major)", "rule": explanations.words(for: versionRule, in: language).why]), nil)
        }
        if difference.kind == .wrongArgument {
            return (texts.text(difference.passesNil ? "check.wrong-argument-why.logs-an-object" : "check.wrong-argument-why.logs-nil",
                               ["object": difference.object ?? texts.text("check.any-object")]), nil)
        }
        if let note = report.note(explaining: difference) {
            return (texts.text("check.extra-why.noted", ["note": texts.text(of: note) ?? note.text]), nil)
        }
        guard let rule = difference.rule else {
            return (texts.text("check.extra-why"), Self.scenarioOption(making: difference.callback).map { texts.text("check.extra-hint.\($0)") })
        }
        return (explanations.words(for: rule, in: language).why, nil)
    }

    /// A reason and its hint as one text, as JSON gives it.
    private static func withHint(_ reason: (text: String, hint: String?)) -> String { reason.text + (reason.hint ?? "") }

    /// The engine's notes that name a step the script may have left out.
    private static let notesNamingAStep: Set = ["sheet-without-delegate"]

    /// The scenario option under which the engine makes a callback it otherwise leaves out:
    /// what an extra line of that callback most likely asks the script to say.
    private static func scenarioOption(making callback: Callback) -> String? {
        switch callback {
        case .willRotate, .willAnimateRotation, .didRotate: "deprecated-rotation"
        case .didReceiveRemoteNotification, .didReceiveRemoteNotificationWithCompletionHandler: "app-delegate-notification"
        // A delegate hears only once the app's code sets it, which a script says in a step.
        case .presentationControllerShouldDismiss, .presentationControllerWillDismiss, .presentationControllerDidDismiss,
             .presentationControllerDidAttemptToDismiss: "sheet-delegate"
        case .navigationWillShow, .navigationDidShow: "navigation-delegate"
        case .tabBarShouldSelect, .tabBarDidSelect: "tab-bar-delegate"
        // The scene delegate hears only in an app that has one.
        case .configurationForConnecting, .didDiscardSceneSessions, .sceneWillConnect, .sceneWillEnterForeground, .sceneDidBecomeActive,
             .sceneWillResignActive, .sceneDidEnterBackground, .sceneDidDisconnect: "scenes"
        // A view decoded from an archive the steps do not have: most often one in a controller's scene.
        case .viewInitWithCoder, .viewAwakeFromNib: "scene-view"
        default: nil
        }
    }

    /// `8`, `10-18`: runs of consecutive versions.
    static func ranges(_ versions: [IOSVersion]) -> [String] {
        var parts: [String] = []
        var start = versions.first!.major, end = start
        for version in versions.dropFirst() {
            if version.major == end + 1 { end = version.major; continue }
            parts.append(start == end ? "\(start)" : "\(start)-\(end)")
            start = version.major; end = start
        }
        parts.append(start == end ? "\(start)" : "\(start)-\(end)")
        return parts
    }

    /// What lines without a class were compared with: their mapped object, the object whose call
    /// matched a callback the mapped one never makes, or whichever makes it (the app's own lines
    /// are named by their callbacks).
    /// Objects named as the log names them: `TabBarController`, not the scenario's `Tabs`.
    private func loggedNames(of objects: [String]) -> [String] {
        objects.map { object in report.mapping.first { $0.object == object && $0.className != ObjectMapping.unnamed }?.className ?? object }
    }

    private func unnamedPair(_ mapped: String?) -> String {
        let lines = report.recognized.indices.filter { report.recognized[$0].className == nil && !report.recognized[$0].isAppLevel }
        let mappedName = mapped ?? console.localized("check.no-object")
        var groups: [(object: String?, callbacks: [String])] = []
        for line in lines where report.comparedObjects[line] != mapped {
            let object = report.comparedObjects[line], callback = report.recognized[line].candidates[0].swiftName
            if let index = groups.firstIndex(where: { $0.object == object }) {
                if !groups[index].callbacks.contains(callback) { groups[index].callbacks.append(callback) }
            } else {
                groups.append((object, [callback]))
            }
        }
        let unnamed = report.repeatedLabel.map { console.localized("check.unnamed.repeated-label", ["label": $0]) } ?? console.localized("check.unnamed")
        guard !groups.isEmpty else { return "\(unnamed) = \(mappedName)" }
        let others = groups.map { group in
            console.localized("check.unnamed.group", ["callbacks": console.texts.listing(group.callbacks),
                                                     "object": group.object ?? console.localized("check.unnamed.any-object")])
        }
        let separator = console.localized("check.unnamed.separator")
        guard lines.contains(where: { report.comparedObjects[$0] == mapped }) else {
            return console.localized("check.unnamed.without-mapped", ["unnamed": unnamed, "groups": others.joined(separator: separator)])
        }
        return console.localized("check.unnamed.with-mapped", ["unnamed": unnamed, "object": mappedName, "groups": others.joined(separator: separator)])
    }

    // MARK: JSON

    struct Answer: Encodable {
        // Scripts get every key, null included: a stable shape rather than keys that come and go.
        struct Mapping: Encodable {
            let `class`: String?, object: String?, given: Bool
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Keys.self)
                try container.encode(`class`, forKey: .class)
                try container.encode(object, forKey: .object)
                try container.encode(given, forKey: .given)
            }
            enum Keys: String, CodingKey { case `class`, object, given }
        }
        struct Line: Encodable {
            let line: Int, text: String, `class`: String?, callback: String?, object: String?
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Keys.self)
                try container.encode(line, forKey: .line)
                try container.encode(text, forKey: .text)
                try container.encode(`class`, forKey: .class)
                try container.encode(callback, forKey: .callback)
                try container.encode(object, forKey: .object)
            }
            enum Keys: String, CodingKey { case line, text, `class`, callback, object }
        }
        struct Words: Encodable { let zh: String; let en: String }
        struct Difference: Encodable {
            let kind: String, object: String?, callback: String, passes_nil: Bool, expected_position: Int?, logged_line: Int?
            let explanation: Words, rules: [String], conflicts: [String]
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Keys.self)
                try container.encode(kind, forKey: .kind)
                try container.encode(object, forKey: .object)
                try container.encode(callback, forKey: .callback)
                try container.encode(passes_nil, forKey: .passes_nil)
                try container.encode(expected_position, forKey: .expected_position)
                try container.encode(logged_line, forKey: .logged_line)
                try container.encode(explanation, forKey: .explanation)
                try container.encode(rules, forKey: .rules)
                try container.encode(conflicts, forKey: .conflicts)
            }
            enum Keys: String, CodingKey { case kind, object, callback, passes_nil, expected_position, logged_line, explanation, rules, conflicts }
        }
        let ios: Int, scenario: String, from_step: Int, mapping: [Mapping], order_of_appearance_differences: NullWhenAbsent<Int>
        let recognized: [Line], unrecognized: [Line], call_ends: [Line]
        let verdict: String, differences: [Difference], consistent_versions: [Int]
        let printed_after_super: [String], absent_usual: [String], context_lines: [Int], queries_as_needed: [Int]
    }

    var answer: Answer {
        let versionRules = report.versionRules.map(String.init(describing:))
        return Answer(
            ios: report.version.major, scenario: script, from_step: report.fromStep,
            mapping: report.mapping.map { .init(class: $0.className == ObjectMapping.unnamed ? nil : $0.className, object: $0.object, given: $0.given) },
            order_of_appearance_differences: NullWhenAbsent(report.differencesInOrderOfAppearance),
            recognized: zip(report.recognized, report.comparedObjects).map { line, object in
                .init(line: line.line, text: line.text, class: line.className, callback: line.candidates.first?.swiftName, object: object)
            },
            unrecognized: report.unrecognized.map { .init(line: $0.line, text: $0.text, class: nil, callback: nil, object: nil) },
            call_ends: report.callEnds.map { .init(line: $0.line, text: $0.text, class: $0.className, callback: $0.candidates.first?.swiftName, object: nil) },
            verdict: report.isConsistent ? "consistent" : "differs",
            differences: report.differences.map { difference in
                .init(kind: difference.kind.rawValue, object: difference.object, callback: difference.callback.swiftName,
                      passes_nil: difference.passesNil, expected_position: difference.expectedPosition, logged_line: difference.loggedLine,
                      explanation: .init(zh: Self.withHint(why(difference, language: .zh)), en: Self.withHint(why(difference, language: .en))),
                      rules: ([difference.rule, difference.ruleWhereItFits].compactMap { $0 }.map { String(describing: $0) }
                             + [report.versionRuleLacking(difference)].compactMap { $0 }.map { String(describing: $0) } + versionRules).uniqued(),
                      conflicts: conflicts.filter { report.conflict($0, speaksTo: difference) }.map(\.id))
            },
            consistent_versions: report.consistentVersions.map(\.major), printed_after_super: report.printedAfterSuper,
            absent_usual: report.absentUsual.map { String(describing: $0) }, context_lines: report.contextLines,
            queries_as_needed: report.queriesAsNeeded)
    }
}

