import KnowledgeBase
import LifecycleEngine
import SeededRandom

/// "What changed in iOS N": from a conflict between the sources that comes from a version
/// difference, an order (or a callback) of the conflict's own methods that the engine shows
/// differing between the conflict's versions; or from a version rule of the engine, a curated
/// scenario whose callbacks it changes across the version where it begins or ends. Asked about
/// the steps after the setup.
struct VersionQuestions {
    let material: QuizMaterial
    let phrasing: Phrasing

    /// One version's run of a scenario (a conflict's or a curated one): the asked events by label.
    private struct Run: Sendable {
        let trace: Trace
        let scenario: Scenario
        /// Labels of the asked steps' callbacks that occur once there, in order, with their event.
        let once: [(label: String, event: Int)]
        let made: Set<String>
        /// Each label's first event in the asked steps (a label made once: its event).
        let first: [String: Int]
        /// Each label of `once` by its place there: questions compare many pairs.
        private let positions: [String: Int]

        init(trace: Trace, scenario: Scenario, labels: [(label: String, event: Int)]) {
            self.trace = trace
            self.scenario = scenario
            var counts: [String: Int] = [:]
            for entry in labels { counts[entry.label, default: 0] += 1 }
            once = labels.filter { counts[$0.label] == 1 }
            made = Set(labels.map(\.label))
            first = Dictionary(labels.map { ($0.label, $0.event) }, uniquingKeysWith: min)
            positions = Dictionary(uniqueKeysWithValues: once.enumerated().map { ($0.element.label, $0.offset) })
        }

        func position(of label: String) -> Int? { positions[label] }

        /// The scenario as a question shows it: the setup, then the steps asked about.
        var setting: ScenarioSetting {
            ScenarioSetting(scenario, on: trace.version, askedFrom: TraceReading.focusStep(scenario: scenario), title: nil, containers: [])
        }

        /// A label's first event. Unlike an asked scenario's, it does not say where a forwarded
        /// one started: saying so would change version questions' Why (noted on issue 16).
        func detail(of label: String) -> ItemDetail? {
            first[label].map { ItemDetail(event: $0, in: trace, scenario: scenario) }
        }
    }

    /// What a version question is drawn from.
    private enum Subject {
        case conflict(Conflict)
        case rule(VersionRule)
    }

    /// Version rules no question is drawn from: `scrollPages` decides what a script's `pages(…)`
    /// means (scrolling where UIKit has it, curling on iOS 5), so the steps are not the same app
    /// on both versions, and a question across it would teach a change of the script's as UIKit's.
    static let drawnNever: Set<VersionRule> = [.scrollPages]

    /// The id's source names a version rule so: `version.viewIsAppearing`.
    static let rulePrefix = "version."

    func question(_ id: QuestionID) throws -> Question {
        var random = SplitMix64(seed: id.seed)
        // An id of another version than the newest (`--ios 9`) asks about that version: what it
        // does that its neighbour does not.
        let wanted = id.version == IOSVersion.newest.major ? nil : IOSVersion(id.version)
        var conflicts = material.conflicts.filter {
            $0.scenario != nil && versions(of: $0).count >= 2 && (id.source == nil || $0.id == id.source)
        }
        // With --topic, only a disagreement about the topic's methods whose scenario asks about a
        // step of the topic (a push is navigation, whatever appearance methods it names): when
        // there is none, the draw moves on to another kind rather than leave the topic.
        let topic = id.topic.flatMap(ScenarioTopic.init(rawValue:))
        if id.source == nil, let topic {
            conflicts = conflicts.filter { conflict in
                guard let script = conflict.scenario, let scenario = try? ScenarioParser.parse(script) else { return false }
                return scenario.hasStep(about: topic, from: TraceReading.focusStep(scenario: scenario))
                    && conflict.methods.contains { material.method($0).map { topic.knowledgeTopics.contains($0.topic) } ?? false }
            }
        }
        let rules = VersionRule.allCases.filter {
            id.source == nil ? !Self.drawnNever.contains($0) : id.source == Self.rulePrefix + String(describing: $0)
        }
        var subjects = conflicts.map(Subject.conflict) + rules.map(Subject.rule)
        random.shuffle(&subjects)
        for subject in subjects {
            switch subject {
            case .conflict(let conflict):
                if let question = try question(about: conflict, on: wanted, id: id, random: &random) { return question }
            case .rule(let rule):
                if let question = question(about: rule, topic: topic, on: wanted, id: id, random: &random) { return question }
            }
        }
        throw QuizError.nothingToAsk(reason: "no conflict between the sources or version rule shows a version difference")
    }

    private func versions(of conflict: Conflict) -> [IOSVersion] {
        (conflict.iosVersions ?? "").split(separator: " ").compactMap { Int($0).flatMap(IOSVersion.init) }
    }

    private func simulate(_ script: String, on version: IOSVersion) -> Run? {
        guard let scenario = try? ScenarioParser.parse(script),
              let trace = try? LifecycleSimulator.run(scenario, on: version), trace.outcome == .finished else { return nil }
        let focus = TraceReading.focusStep(scenario: scenario)
        let isAskable = TraceReading.askable(in: scenario, from: focus)
        let asked = trace.events.indices.filter { trace.events[$0].step >= focus && isAskable(trace.events[$0].callback) }
        let labels = asked.map { (label: TraceReading.label(of: trace.events[$0], in: trace), event: $0) }
        return Run(trace: trace, scenario: scenario, labels: labels)
    }

    private func question(about conflict: Conflict, on wanted: IOSVersion?, id: QuestionID, random: inout SplitMix64) throws -> Question? {
        let script = conflict.scenario!
        var runs: [IOSVersion: Run] = [:]
        for version in versions(of: conflict) { runs[version] = run(script, on: version) }
        let tested = runs.keys.sorted()
        guard tested.count >= 2, wanted.map(tested.contains) ?? true else { return nil }
        let title = conflict.title.text(in: phrasing.language)
        let card = QuestionCard(id: "conflict:\(conflict.id)", kind: "conflict", topic: conflict.topic, methods: conflict.methods)
        let claimed = material.sourceNames.names(of: conflict.claims.map(\.source), language: phrasing.language)
        let methods = Set(conflict.methods)
        func isAbout(_ label: String, in run: Run) -> Bool {
            run.detail(of: label).map { methods.contains($0.callback.methodID) } ?? false
        }

        // A pair of the conflict's callbacks whose order differs between two versions; of those,
        // one the conflict's title names (its viewDidLoad, not the loadView just before it).
        let titleWords = Set(conflict.title.en.split { !$0.isLetter && !$0.isNumber }.map(String.init))
        for version in tested where wanted.map({ $0 == version }) ?? true {
            let run = runs[version]!
            // Each label's count of names in the title, once: the sort compares many pairs.
            let named = Dictionary(uniqueKeysWithValues: run.once.map { entry in
                (entry.label, run.detail(of: entry.label).map { titleWords.contains(String($0.callback.swiftName.prefix { $0 != "(" })) ? 1 : 0 } ?? 0)
            })
            for other in tested where other != version {
                let otherRun = runs[other]!
                let pairs = run.once.enumerated().flatMap { offset, first in run.once[(offset + 1)...].map { (first.label, $0.label) } }
                let ranked = pairs.enumerated().sorted { lhs, rhs in
                    (-named[lhs.element.0, default: 0] - named[lhs.element.1, default: 0], lhs.offset)
                        < (-named[rhs.element.0, default: 0] - named[rhs.element.1, default: 0], rhs.offset)
                }.map(\.element)
                for (firstLabel, secondLabel) in ranked {
                    guard isAbout(firstLabel, in: run), isAbout(secondLabel, in: run),
                          let a = otherRun.position(of: firstLabel), let b = otherRun.position(of: secondLabel), a > b,
                          let earlier = run.detail(of: firstLabel), let later = run.detail(of: secondLabel) else { continue }
                    return orderQuestion(id, earlier, before: later, on: version, not: other, setting: run.setting, script: script, card: card,
                                         topic: title, change: nil, claimed: claimed, random: &random)
                }
            }
        }
        // One of the conflict's callbacks made on one version and not on another.
        for version in tested {
            for other in tested where other != version {
                // Made on `other`, never on `version`: whichever is asked, the answer is certain.
                let missing = runs[other]!.made.subtracting(runs[version]!.made).sorted().filter { isAbout($0, in: runs[other]!) }
                guard let label = missing.first, let detail = runs[other]!.detail(of: label),
                      wanted.map({ [version, other].contains($0) }) ?? true else { continue }
                let asked = wanted ?? (random.chance(1, in: 2) ? version : other)
                return presenceQuestion(id, detail, on: other, not: version, asked: asked, setting: runs[asked]!.setting, script: script,
                                        card: card, topic: title, change: change(before: detail, in: runs[other]!, not: version), claimed: claimed)
            }
        }
        return nil
    }

    /// What a version rule changes in a scenario across one edge of its versions: an order it
    /// reverses (the pair in the newer version's order), or a callback one side makes and the
    /// other does not.
    private enum Difference: Sendable {
        case order(String, String)
        case presence(label: String, with: IOSVersion, without: IOSVersion)
    }

    /// Runs and differences, found once per process: a draw that finds nothing tries every rule
    /// on every scenario, and a quiz retries draws and probes other filters many times. Both
    /// depend on the engine alone.
    private static let simulated = ProcessCache<String, Run?>()
    private static let differences = ProcessCache<String, Difference?>()

    private func run(_ script: String, on version: IOSVersion) -> Run? {
        Self.simulated.value("\(version.major) \(script)") { simulate(script, on: version) }
    }

    /// A curated scenario whose asked callbacks the rule changes between the last version
    /// before it begins (or ends) and the first after: an order it reverses, or a callback it
    /// adds or takes away. Only differences the rule itself makes count (the event's rule, or
    /// its callback, belongs to it), not another rule's that changes at the same version.
    private func question(about rule: VersionRule, topic: ScenarioTopic?, on wanted: IOSVersion?, id: QuestionID,
                          random: inout SplitMix64) -> Question? {
        let supported = IOSVersion.supported
        let edges: [(IOSVersion, IOSVersion)] = rule.versions.flatMap { range in
            [range.lowerBound > supported.lowerBound ? (range.lowerBound - 1, range.lowerBound) : nil,
             range.upperBound < supported.upperBound ? (range.upperBound, range.upperBound + 1) : nil].compactMap { $0 }
        }.compactMap { pair in IOSVersion(pair.0).flatMap { old in IOSVersion(pair.1).map { (old, $0) } } }
            .filter { edge in wanted.map { $0 == edge.0 || $0 == edge.1 } ?? true }
        guard !edges.isEmpty else { return nil }
        var scenarios = material.scenarios.filter { topic == nil || $0.topic == topic?.rawValue }
        random.shuffle(&scenarios)
        let ruleReason = reason(for: rule)
        for curated in scenarios {
            for (before, after) in edges {
                guard let difference = difference(of: rule, in: curated.script, across: (before, after)),
                      let old = run(curated.script, on: before), let new = run(curated.script, on: after) else { continue }
                let runs = [before: old, after: new]
                switch difference {
                case .order(let first, let second):
                    // Asked on either side.
                    let asked = wanted ?? (random.chance(1, in: 2) ? after : before)
                    let other = asked == after ? before : after
                    let run = runs[asked]!
                    let (earlierLabel, laterLabel) = asked == after ? (first, second) : (second, first)
                    guard let earlier = run.detail(of: earlierLabel), let later = run.detail(of: laterLabel) else { continue }
                    return orderQuestion(id, earlier, before: later, on: asked, not: other, setting: run.setting, script: curated.script,
                                         card: card(of: rule, topic: curated.topic, methods: [earlier, later].map(\.callback.methodID)),
                                         topic: nil, change: (rule, ruleReason), claimed: [], random: &random)
                case .presence(let label, let with, let without):
                    guard let detail = runs[with]!.detail(of: label) else { continue }
                    let asked = wanted ?? (random.chance(1, in: 2) ? with : without)
                    return presenceQuestion(id, detail, on: with, not: without, asked: asked, setting: runs[asked]!.setting, script: curated.script,
                                            card: card(of: rule, topic: curated.topic, methods: [detail.callback.methodID]),
                                            topic: nil, change: (rule, ruleReason), claimed: [])
                }
            }
        }
        return nil
    }

    /// The first difference the rule makes in the script's asked steps across the edge, if any;
    /// found once per process.
    private func difference(of rule: VersionRule, in script: String, across edge: (IOSVersion, IOSVersion)) -> Difference? {
        Self.differences.value("\(rule) \(edge.0.major) \(edge.1.major) \(script)") { findDifference(of: rule, in: script, across: edge) }
    }

    private func findDifference(of rule: VersionRule, in script: String, across edge: (IOSVersion, IOSVersion)) -> Difference? {
        let (before, after) = edge
        // A script that names its version is about that version.
        guard let parsed = try? ScenarioParser.parse(script), !parsed.versionIsExplicit,
              let old = run(script, on: before), let new = run(script, on: after) else { return nil }
        // Whether this rule decides a label's event in a run, nil when another version rule that
        // decides it changes across the same edge (Auto Layout, not the relayout rule, is why iOS
        // 5 has no updateViewConstraints) or the event is not certain: such a difference is not
        // this rule's to teach.
        func decides(_ run: Run, _ label: String) -> Bool? {
            guard let index = run.first[label] else { return false }
            let event = run.trace.events[index]
            // A call UIKit usually but not always makes (the pass after the background
            // snapshots) is no answer to grade: check accepts a log without it.
            if event.rule.isUsualNotCertain { return nil }
            let deciding = [event.rule.versionRule, event.callback.versionRule].compactMap { $0 }
            guard deciding.allSatisfy({ $0 == rule || $0.holds(on: before) == $0.holds(on: after) }) else { return nil }
            return deciding.contains(rule)
        }
        for (offset, first) in new.once.enumerated() {
            for second in new.once[(offset + 1)...] {
                guard let a = old.position(of: first.label), let b = old.position(of: second.label), a > b else { continue }
                let decided = [first.label, second.label].flatMap { [decides(new, $0), decides(old, $0)] }
                if !decided.contains(nil), decided.contains(true) { return .order(first.label, second.label) }
            }
        }
        let runs = [before: old, after: new]
        for (with, without) in [(after, before), (before, after)] {
            let made = runs[with]!, missing = runs[without]!
            // A callback the rule takes away: the run without it has the rule at work in that
            // step (a sheet's rule leaves the presenter without viewWillDisappear), and no other
            // version rule that changes here decides anything of that object in that step (iOS 8
            // turns a rotation into a size change, with its own constraint pass: not the old
            // rotation methods' doing).
            func takenAway(_ label: String) -> Bool {
                guard decides(made, label) == false, let index = made.first[label] else { return false }
                let step = made.trace.events[index].step, object = made.trace.object(of: made.trace.events[index]).name
                let objectsEvents = [made, missing].flatMap { run in
                    run.trace.events.filter { $0.step == step && run.trace.object(of: $0).name == object }.map { (run, $0) }
                }
                return missing.trace.events.contains { $0.step == step && $0.rule.versionRule == rule }
                    && objectsEvents.allSatisfy { run, event in decides(run, TraceReading.label(of: event, in: run.trace)) != nil }
            }
            if let label = made.made.subtracting(missing.made).sorted().first(where: { decides(made, $0) == true || takenAway($0) }) {
                return .presence(label: label, with: with, without: without)
            }
        }
        return nil
    }

    /// "On iOS N, which comes first?" of a pair in the asked version's order: why it differs on
    /// the other version, the version rule that changes it (when the question comes from one),
    /// then the rule that orders the pair, with the conflict's sources (when from one).
    private func orderQuestion(_ id: QuestionID, _ earlier: ItemDetail, before later: ItemDetail, on asked: IOSVersion, not other: IOSVersion,
                               setting: ScenarioSetting, script: String, card: QuestionCard, topic: String?, change: VersionChange?,
                               claimed: [String], random: inout SplitMix64) -> Question {
        let options = random.chance(1, in: 2) ? [earlier.label, later.label] : [later.label, earlier.label]
        let relation = OrderRelation(earlier: earlier, later: later)
        let reasons = [Reason(text: phrasing.versionsDiffer(earlier.label, later.label, on: asked.major, not: other.major), sources: [])]
            + unsaid(change, byRules: relation.rules, across: [asked, other])
            + [Reason(text: relation.text(phrasing),
                      sources: (material.sourceNames.names(inEvidence: relation.evidence(phrasing), language: phrasing.language) + claimed).uniqued(),
                      goesBeyondTheSources: relation.rules.contains(where: phrasing.goesBeyondTheSources))]
        // The answer is only as firm as the rules that order the pair: a learner is told before
        // answering when one rests on a single log.
        let caution = phrasing.caution(of: [earlier.rule, later.rule]).map { "\n" + $0 } ?? ""
        return Question(
            id: id, language: phrasing.language, prompt: phrasing.versionChange(setting, topic: topic) + caution, scenario: script,
            version: asked, snippet: nil, items: options, card: card,
            key: .choice(options.firstIndex(of: earlier.label)!), reasons: reasons, details: [earlier, later])
    }

    /// "True or false: on iOS N, UIKit calls X" of a callback made on `with` and not on
    /// `without`, asked on either: the same reasons as `orderQuestion`'s, the callback's rule last.
    private func presenceQuestion(_ id: QuestionID, _ detail: ItemDetail, on with: IOSVersion, not without: IOSVersion, asked: IOSVersion,
                                  setting: ScenarioSetting, script: String, card: QuestionCard, topic: String?, change: VersionChange?,
                                  claimed: [String]) -> Question {
        let reasons = [Reason(text: phrasing.versionPresence(detail.label, on: with.major, not: without.major), sources: [])]
            + unsaid(change, byRules: [detail.rule], across: [with, without])
            + [Reason(text: phrasing.callbackRule(detail.label, detail.rule),
                      sources: (material.sourceNames.names(inEvidence: phrasing.evidence(detail.rule), language: phrasing.language) + claimed).uniqued(),
                      goesBeyondTheSources: phrasing.goesBeyondTheSources(detail.rule))]
        return Question(
            id: id, language: phrasing.language, prompt: phrasing.versionPresence(setting, label: detail.label, topic: topic), scenario: script,
            version: asked, snippet: nil, items: [phrasing.truth(true), phrasing.truth(false)], card: card,
            key: .truth(asked == with), reasons: reasons, details: [detail])
    }

    /// A version rule and its words, as a question drawn from it gives them.
    private typealias VersionChange = (rule: VersionRule, reason: Reason)

    private func reason(for rule: VersionRule) -> Reason {
        let words = RuleExplanations.embedded.words(for: rule, in: phrasing.language)
        let evidence = RuleExplanations.embedded.words(for: rule, in: .en).evidence
        return Reason(text: words.why, sources: material.sourceNames.names(inEvidence: evidence, language: phrasing.language),
                      goesBeyondTheSources: Phrasing.goesBeyondTheSources(evidence: evidence))
    }

    /// The version change that brings a conflict's callback about on one version: the last
    /// callback its object gets before it in the asked steps that a version rule makes, which
    /// holds on that version and not on `other` (iOS 5's memory warning unloading the view that a
    /// pop then loads again). Nil when no such rule is the cause.
    private func change(before detail: ItemDetail, in run: Run, not other: IOSVersion) -> VersionChange? {
        let focus = TraceReading.focusStep(scenario: run.scenario)
        let rule = run.trace.events[..<detail.event].reversed().lazy
            .filter { $0.step >= focus && run.trace.object(of: $0).name == detail.object }
            .compactMap { event in [event.rule.versionRule, event.callback.versionRule].compactMap { $0 }
                .first { $0.holds(on: run.trace.version) && !$0.holds(on: other) } }
            .first
        return rule.map { ($0, reason(for: $0)) }
    }

    /// The version rule's words, unless the words of an engine rule the Why gives last belong to
    /// it and name a version of the change: they say the same in more detail (viewIsAppearing
    /// "back-deployed to iOS 13", memory warnings "before iOS 6"). Auto Layout's constraint pass
    /// names no version, so "Auto Layout exists (iOS 6)" stays.
    private func unsaid(_ change: VersionChange?, byRules rules: [Rule], across versions: [IOSVersion]) -> [Reason] {
        guard let change else { return [] }
        let said = rules.contains { rule in
            rule.versionRule == change.rule && versions.contains { phrasing.rule(rule).contains("iOS \($0.major)") }
        }
        return said ? [] : [change.reason]
    }

    /// A version rule's card: what changed, studied as one card whichever scenario shows it.
    private func card(of rule: VersionRule, topic: String, methods: [String]) -> QuestionCard {
        QuestionCard(id: "version:\(rule)", kind: "version", topic: topic, methods: methods)
    }
}
