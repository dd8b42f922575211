import KnowledgeBase
import LifecycleEngine
import SeededRandom

/// "What changed in iOS N": from a conflict between the sources that comes from a version
/// difference, an order (or a callback) of the conflict's own methods that the engine shows
/// differing between the conflict's versions, asked about the steps after the setup.
struct VersionQuestions {
    let material: QuizMaterial
    let phrasing: Phrasing

    /// One version's run of the conflict's scenario: the asked events by label.
    private struct Run {
        let trace: Trace
        let scenario: Scenario
        /// Labels of the asked steps' callbacks that occur once there, in order, with their event.
        let once: [(label: String, event: Int)]
        let made: Set<String>

        func position(of label: String) -> Int? { once.firstIndex { $0.label == label } }

        /// The scenario as a question shows it: the setup, then the steps asked about.
        var setting: ScenarioSetting {
            ScenarioSetting(scenario, on: trace.version, askedFrom: TraceReading.focusStep(scenario: scenario), title: nil, containers: [])
        }

        func detail(of label: String) -> ItemDetail? {
            guard let index = once.first(where: { $0.label == label })?.event else { return nil }
            let event = trace.events[index]
            return ItemDetail(object: trace.object(of: event).name, callback: event.callback, event: index, passesNil: event.passesNil, rule: event.rule,
                              step: event.step, stepText: scenario.steps[Int(event.step) - 1].text,
                              madeByCode: WrittenCode(making: index, in: trace))
        }
    }

    func question(_ id: QuestionID) throws -> Question {
        var random = SplitMix64(seed: id.seed)
        var conflicts = material.conflicts.filter {
            $0.scenario != nil && versions(of: $0).count >= 2 && (id.source == nil || $0.id == id.source)
        }
        random.shuffle(&conflicts)
        // With --topic, only a disagreement about the topic's methods whose scenario asks about a
        // step of the topic (a push is navigation, whatever appearance methods it names): when
        // there is none, the draw moves on to another kind rather than leave the topic.
        if id.source == nil, let name = id.topic, let topic = ScenarioTopic(rawValue: name) {
            conflicts = conflicts.filter { conflict in
                guard let script = conflict.scenario, let scenario = try? ScenarioParser.parse(script) else { return false }
                return scenario.hasStep(about: topic, from: TraceReading.focusStep(scenario: scenario))
                    && conflict.methods.contains { material.method($0).map { topic.knowledgeTopics.contains($0.topic) } ?? false }
            }
        }
        for conflict in conflicts {
            if let question = try question(about: conflict, id: id, random: &random) { return question }
        }
        throw QuizError.nothingToAsk(reason: "no conflict between the sources shows a version difference")
    }

    private func versions(of conflict: Conflict) -> [IOSVersion] {
        (conflict.iosVersions ?? "").split(separator: " ").compactMap { Int($0).flatMap(IOSVersion.init) }
    }

    private func run(_ script: String, on version: IOSVersion) -> Run? {
        guard let scenario = try? ScenarioParser.parse(script),
              let trace = try? LifecycleSimulator.run(scenario, on: version), trace.outcome == .finished else { return nil }
        let focus = TraceReading.focusStep(scenario: scenario)
        let isAskable = TraceReading.askable(in: scenario, from: focus)
        let asked = trace.events.indices.filter { trace.events[$0].step >= focus && isAskable(trace.events[$0].callback) }
        let labels = asked.map { (label: TraceReading.label(of: trace.events[$0], in: trace), event: $0) }
        var counts: [String: Int] = [:]
        for entry in labels { counts[entry.label, default: 0] += 1 }
        return Run(trace: trace, scenario: scenario, once: labels.filter { counts[$0.label] == 1 }, made: Set(labels.map(\.label)))
    }

    private func question(about conflict: Conflict, id: QuestionID, random: inout SplitMix64) throws -> Question? {
        let script = conflict.scenario!
        var runs: [IOSVersion: Run] = [:]
        for version in versions(of: conflict) { runs[version] = run(script, on: version) }
        let tested = runs.keys.sorted()
        guard tested.count >= 2 else { return nil }
        let title = conflict.title.text(in: phrasing.language)
        let card = QuestionCard(id: "conflict:\(conflict.id)", kind: "conflict", topic: conflict.topic, methods: conflict.methods)
        let claimed = material.sourceNames.names(of: conflict.claims.map(\.source), language: phrasing.language)
        let methods = Set(conflict.methods)
        func isAbout(_ label: String, in run: Run) -> Bool {
            run.detail(of: label).map { methods.contains($0.callback.methodID) } ?? false
        }

        // A pair of the conflict's callbacks whose order differs between two versions.
        for version in tested {
            let run = runs[version]!
            for other in tested where other != version {
                let otherRun = runs[other]!
                for (offset, first) in run.once.enumerated() {
                    for second in run.once[(offset + 1)...] {
                        guard isAbout(first.label, in: run), isAbout(second.label, in: run),
                              let a = otherRun.position(of: first.label), let b = otherRun.position(of: second.label), a > b,
                              let earlier = run.detail(of: first.label), let later = run.detail(of: second.label) else { continue }
                        let options = random.chance(1, in: 2) ? [first.label, second.label] : [second.label, first.label]
                        let relation = OrderRelation(earlier: earlier, later: later)
                        let reasons = [
                            Reason(text: phrasing.versionsDiffer(first.label, second.label, on: version.major, not: other.major), sources: []),
                            Reason(text: relation.text(phrasing),
                                   sources: material.sourceNames.names(inEvidence: relation.evidence(phrasing), language: phrasing.language) + claimed),
                        ]
                        // The answer is only as firm as the rules that order the pair: a
                        // learner is told before answering when one rests on a single log.
                        let caution = phrasing.caution(of: [earlier.rule, later.rule]).map { "\n" + $0 } ?? ""
                        return Question(
                            id: id, language: phrasing.language,
                            prompt: phrasing.versionChange(run.setting, topic: title) + caution, scenario: script,
                            version: version, snippet: nil, items: options, card: card,
                            key: .choice(options.firstIndex(of: first.label)!), reasons: reasons, details: [earlier, later])
                    }
                }
            }
        }
        // One of the conflict's callbacks made on one version and not on another.
        for version in tested {
            for other in tested where other != version {
                // Made on `other`, never on `version`: whichever is asked, the answer is certain.
                let missing = runs[other]!.made.subtracting(runs[version]!.made).sorted().filter { isAbout($0, in: runs[other]!) }
                guard let label = missing.first, let detail = runs[other]!.detail(of: label) else { continue }
                let asked = random.chance(1, in: 2) ? version : other
                let reasons = [
                    Reason(text: phrasing.versionPresence(label, on: other.major, not: version.major), sources: []),
                    Reason(text: phrasing.callbackRule(detail.label, detail.rule),
                           sources: material.sourceNames.names(inEvidence: phrasing.evidence(detail.rule), language: phrasing.language) + claimed),
                ]
                return Question(
                    id: id, language: phrasing.language,
                    prompt: phrasing.versionPresence(runs[asked]!.setting, label: label, topic: title), scenario: script,
                    version: asked, snippet: nil, items: [phrasing.truth(true), phrasing.truth(false)], card: card,
                    key: .truth(runs[asked]!.made.contains(label)), reasons: reasons, details: [detail])
            }
        }
        return nil
    }
}
