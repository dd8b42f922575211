import KnowledgeBase
import LifecycleEngine
import SeededRandom

/// "What changed in iOS N": from a conflict between seeds that comes from a version difference,
/// an order (or a callback) that the engine shows differing between the conflict's versions.
struct VersionQuestions {
    let material: QuizMaterial
    let phrasing: Phrasing

    func question(_ id: QuestionID) throws -> Question {
        var random = SplitMix64(seed: id.seed)
        var conflicts = material.conflicts.filter {
            $0.scenario != nil && versions(of: $0).count >= 2 && (id.source == nil || $0.id == id.source)
        }
        random.shuffle(&conflicts)
        for conflict in conflicts {
            if let question = try question(about: conflict, id: id, random: &random) { return question }
        }
        throw QuizError.nothingToAsk(reason: "no conflict between seeds shows a version difference")
    }

    private func versions(of conflict: Conflict) -> [IOSVersion] {
        (conflict.iosVersions ?? "").split(separator: " ").compactMap { Int($0).flatMap(IOSVersion.init) }
    }

    private func question(about conflict: Conflict, id: QuestionID, random: inout SplitMix64) throws -> Question? {
        let script = conflict.scenario!
        var orders: [IOSVersion: [String]] = [:]
        var made: [IOSVersion: Set<String>] = [:]
        for version in versions(of: conflict) {
            guard let trace = try? LifecycleSimulator.run(script: script, on: version) else { continue }
            let labels = labels(in: trace)
            orders[version] = labelsOccurringOnce(labels)
            made[version] = Set(labels)
        }
        let tested = orders.keys.sorted()
        guard tested.count >= 2 else { return nil }
        let title = conflict.title.text(in: phrasing.language)
        let card = QuestionCard(id: "conflict:\(conflict.id)", kind: "conflict", topic: conflict.topic, methods: conflict.methods)
        let reasons = [Reason(text: conflict.explanation.text(in: phrasing.language), source: "")]
            + conflict.claims.map { Reason(text: $0.claim.text(in: phrasing.language), source: $0.source.shortText) }

        // A pair of callbacks whose order differs between two versions.
        for version in tested {
            let order = orders[version]!
            for other in tested where other != version {
                let otherOrder = orders[other]!
                for (offset, first) in order.enumerated() {
                    for second in order[(offset + 1)...] {
                        guard let a = otherOrder.firstIndex(of: first), let b = otherOrder.firstIndex(of: second), a > b else { continue }
                        let options = random.chance(1, in: 2) ? [first, second] : [second, first]
                        return Question(
                            id: id, language: phrasing.language,
                            prompt: phrasing.versionChange(script, version, title: title), scenario: script,
                            version: version, snippet: nil, items: options, card: card,
                            key: .choice(options.firstIndex(of: first)!), reasons: reasons, details: [])
                    }
                }
            }
        }
        // A callback made on one version and not on another.
        for version in tested {
            for other in tested where other != version {
                // Made on `other`, never on `version`: whichever is asked, the answer is certain.
                let missing = made[other]!.subtracting(made[version]!).sorted()
                guard let label = missing.first else { continue }
                let asked = random.chance(1, in: 2) ? version : other
                return Question(
                    id: id, language: phrasing.language,
                    prompt: phrasing.versionPresence(script, asked, label: label, title: title), scenario: script,
                    version: asked, snippet: nil, items: [phrasing.truth(true), phrasing.truth(false)], card: card,
                    key: .truth(made[asked]!.contains(label)), reasons: reasons, details: [])
            }
        }
        return nil
    }

    /// Callback labels in order, leaving out property queries.
    private func labels(in trace: Trace) -> [String] {
        trace.events.filter { $0.callback.category != .queries }.map { TraceReading.label(of: $0, in: trace) }
    }

    /// The labels that occur once, so a label names one event.
    private func labelsOccurringOnce(_ labels: [String]) -> [String] {
        var counts: [String: Int] = [:]
        for label in labels { counts[label, default: 0] += 1 }
        return labels.filter { counts[$0] == 1 }
    }
}
