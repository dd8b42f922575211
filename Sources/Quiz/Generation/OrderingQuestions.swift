import KnowledgeBase
import LifecycleEngine
import SeededRandom

/// Questions whose answer key is a simulated trace: ordering, which-comes-first, missing callback.
struct OrderingQuestions {
    let material: QuizMaterial
    let phrasing: Phrasing

    /// A scenario to simulate, with the card it belongs to.
    private struct Source {
        let script: String
        let title: String?
        let card: QuestionCard
        let trace: Trace
        let focusStep: Int32
    }

    func ordering(_ id: QuestionID, version: IOSVersion) throws -> Question {
        let source = try self.source(for: id, version: version)
        var random = SplitMix64(seed: id.seed ^ 0xA076_1D64_78BD_642F)
        let wanted = switch id.level {
        case 1: 4 + random.below(2)
        case 2: 5 + random.below(2)
        default: 6 + random.below(3)
        }
        var pool = candidates(in: source, level: id.level)
        random.shuffle(&pool)
        var chosen: [Int] = []
        for candidate in pool where chosen.count < wanted {
            if chosen.allSatisfy({ source.trace.orderIsFixed($0, candidate) }) { chosen.append(candidate) }
        }
        guard chosen.count >= Self.minimumItems else {
            throw QuizError.nothingToAsk(reason: "the scenario has fewer than four callbacks with a fixed order")
        }
        chosen.sort()
        var shown = Array(chosen.indices)
        while shown == Array(chosen.indices) { random.shuffle(&shown) }
        let details = shown.map { detail(of: chosen[$0], in: source.trace) }
        let key = chosen.indices.map { position in shown.firstIndex(of: position)! }
        return Question(
            id: id, language: phrasing.language,
            prompt: phrasing.ordering(source.script, version, title: source.title),
            scenario: source.script, version: version, snippet: nil,
            items: details.map(\.label), card: source.card.with(methods: details.map(\.callback.methodID)),
            key: .order(key), reasons: [], details: details)
    }

    func whichFirst(_ id: QuestionID, version: IOSVersion) throws -> Question {
        let source = try self.source(for: id, version: version)
        var random = SplitMix64(seed: id.seed ^ 0x8EBC_6AF0_9C88_C6E3)
        var pool = candidates(in: source, level: id.level)
        random.shuffle(&pool)
        let trace = source.trace
        for (offset, first) in pool.enumerated() {
            for second in pool[(offset + 1)...] where trace.events[first].object != trace.events[second].object
                && trace.orderIsFixed(first, second) {
                let pair = [first, second].sorted()
                let options = random.chance(1, in: 2) ? pair : pair.reversed()
                let details = options.map { detail(of: $0, in: trace) }
                return Question(
                    id: id, language: phrasing.language,
                    prompt: phrasing.whichFirst(source.script, version, title: source.title),
                    scenario: source.script, version: version, snippet: nil,
                    items: details.map(\.label), card: source.card.with(methods: details.map(\.callback.methodID)),
                    key: .choice(options.firstIndex(of: pair[0])!),
                    reasons: details.map { reason(for: $0) }, details: details)
            }
        }
        throw QuizError.nothingToAsk(reason: "no two objects' callbacks with a fixed order")
    }

    func missingCallback(_ id: QuestionID, version: IOSVersion) throws -> Question {
        let source = try self.source(for: id, version: version)
        var random = SplitMix64(seed: id.seed ^ 0xE703_7ED1_A0B4_28DB)
        let trace = source.trace
        let pool = candidates(in: source, level: id.level)
        let byObject = Dictionary(grouping: pool) { trace.events[$0].object }
            .filter { trace.objects[Int($0.key)].kind != .view && $0.value.count >= 4 }
        guard !byObject.isEmpty else {
            throw QuizError.nothingToAsk(reason: "no controller with four callbacks to show")
        }
        let object = random.pick(byObject.keys.sorted())
        let sequence = byObject[object]!.sorted()
        let gap = 1 + random.below(sequence.count - 2)
        let missing = detail(of: sequence[gap], in: trace)
        var items = sequence.map { detail(of: $0, in: trace).label }
        items[gap] = Question.gap
        return Question(
            id: id, language: phrasing.language,
            prompt: phrasing.missingCallback(source.script, version, object: trace.objects[Int(object)].name, title: source.title),
            scenario: source.script, version: version, snippet: nil,
            items: items, card: source.card.with(methods: [missing.callback.methodID]),
            key: .callback(missing.callback), reasons: [reason(for: missing)], details: [missing])
    }

    // MARK: Sources and candidates

    private func source(for id: QuestionID, version: IOSVersion) throws -> Source {
        let script: String, title: String?, card: QuestionCard
        var drafted: ScenarioGenerator.Draft?
        let topic = id.topic.flatMap(ScenarioTopic.init(rawValue:)) ?? .navigation
        if let sourceID = id.source {
            guard let curated = material.scenarios.first(where: { $0.id == sourceID }) else {
                throw QuizError.unknownQuestion(id: id.description)
            }
            script = curated.script
            title = curated.title.text(in: phrasing.language)
            card = QuestionCard(id: "order:\(curated.id)", kind: "ordering", topic: curated.topic, methods: [])
        } else {
            var generator = ScenarioGenerator(seed: id.seed)
            let draft = generator.draft(level: id.level, topic: topic, version: version)
            script = draft.script
            drafted = draft
            title = nil
            card = QuestionCard(id: "order:level\(id.level):\(topic.rawValue)", kind: "ordering", topic: topic.rawValue, methods: [])
        }
        let scenario: Scenario
        let trace: Trace
        do {
            scenario = try drafted?.scenario ?? ScenarioParser.parse(script)
            trace = try drafted?.trace ?? LifecycleSimulator.run(scenario, on: version)
        } catch {
            throw QuizError.nothingToAsk(reason: "the scenario does not run on iOS \(version.major): \(error)")
        }
        guard trace.outcome == .finished else { throw QuizError.nothingToAsk(reason: "the scenario crashes") }
        return Source(script: script, title: title, card: card, trace: trace,
                      focusStep: TraceReading.focusStep(level: id.level, scenario: scenario))
    }

    /// Events worth asking about: from the scenario's last steps (going back until there are
    /// enough), not the program's entry, not property queries (except at level 3), and only
    /// callbacks that happen once in the whole trace, so an item names one event.
    private func candidates(in source: Source, level: Int) -> [Int] {
        let trace = source.trace
        // How often each (object, callback) occurs; an item must name exactly one event.
        var counts: [Int: Int] = Dictionary(minimumCapacity: trace.events.count)
        for event in trace.events { counts[Self.key(event), default: 0] += 1 }
        let usable = trace.events.indices.filter { index in
            let event = trace.events[index]
            return event.step >= source.focusStep
                && !TraceReading.isEntryPoint(event.callback)
                && (level == 3 || event.callback.category != .queries)
                && counts[Self.key(event)] == 1
        }
        // Events come in step order, so the ones from a step on are a suffix of `usable`.
        let lastStep = trace.events.last?.step ?? 1
        var start = usable.count
        for firstStep in stride(from: lastStep, through: source.focusStep, by: -1) {
            while start > 0, trace.events[usable[start - 1]].step >= firstStep { start -= 1 }
            if usable.count - start >= Self.minimumItems + 2 { return Array(usable[start...]) }
        }
        return usable
    }

    static let minimumItems = 4

    private static func key(_ event: TraceEvent) -> Int {
        Int(event.object) << 8 | Int(event.callback.rawValue)
    }

    private func detail(of index: Int, in trace: Trace) -> ItemDetail {
        let event = trace.events[index]
        return ItemDetail(object: trace.object(of: event).name, callback: event.callback, rule: event.rule)
    }

    private func reason(for detail: ItemDetail) -> Reason {
        Reason(text: "\(detail.label): \(phrasing.rule(detail.rule))", source: phrasing.evidence(detail.rule))
    }
}

extension ItemDetail {
    var label: String { TraceReading.label(object: object, callback: callback) }
}

extension QuestionCard {
    func with(methods: [String]) -> QuestionCard {
        QuestionCard(id: id, kind: kind, topic: topic, methods: methods.uniqued())
    }
}
