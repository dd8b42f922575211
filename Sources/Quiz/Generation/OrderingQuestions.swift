import KnowledgeBase
import LifecycleEngine
import SeededRandom

/// Questions whose answer key is a simulated trace: ordering, which-comes-first, missing callback.
/// Every item comes from the steps the question asks about (the moves after the setup), so a
/// question titled "rotate" asks about rotation, not about the launch before it.
struct OrderingQuestions {
    let material: QuizMaterial
    let phrasing: Phrasing

    func ordering(_ id: QuestionID, version: IOSVersion) throws -> Question {
        let source = try AskedScenario.make(for: id, version: version, material: material, language: phrasing.language)
        var random = SplitMix64(seed: id.seed ^ 0xA076_1D64_78BD_642F)
        let wanted = switch id.level {
        case 1: 4 + random.below(2)
        case 2: 5 + random.below(2)
        default: AskedScenario.maximumItems - 2 + random.below(3)
        }
        var pool = source.items
        random.shuffle(&pool)
        // A delegate's, an observer's or a gesture recognizer's callbacks, or a scene view's
        // unarchiving, come only from a scenario that sets one up, which is then its point: they
        // go first. Then the topic's own callbacks, in their shuffled order; the rest fill what is left.
        let central = ScenarioTopic(rawValue: source.card.topic)?.centralCategories ?? []
        func priority(_ event: Int) -> Int {
            let callback = source.trace.events[event].callback
            let installed = callback.category == .delegate || callback.category == .notification || callback == .gestureAction
                || source.trace.events[event].rule == .sceneViewsUnarchived && [.viewInitWithCoder, .viewAwakeFromNib].contains(callback)
            return installed ? 0 : central.contains(callback.category) ? 1 : 2
        }
        pool = [0, 1, 2].flatMap { rank in pool.filter { priority($0) == rank } }
        var chosen: [Int] = []
        for candidate in pool where chosen.count < wanted {
            if chosen.allSatisfy({ source.trace.orderIsFixed($0, candidate) }) { chosen.append(candidate) }
        }
        guard chosen.count >= AskedScenario.minimumItems else {
            throw QuizError.nothingToAsk(reason: "the asked steps have fewer than four callbacks with a fixed order")
        }
        // A call the app makes (makeKeyAndVisible) is a landmark that explains the order around
        // it: shown, labelled as the app's, where its place is fixed among the chosen and room is left.
        for call in source.appCalls
        where chosen.count < AskedScenario.maximumItems && chosen.allSatisfy({ source.trace.orderIsFixed($0, call) }) {
            chosen.append(call)
        }
        chosen.sort()
        let shown = random.shuffledIndices(chosen.count)
        let details = shown.map { source.detail(of: chosen[$0]) }
        let key = chosen.indices.map { position in shown.firstIndex(of: position)! }
        let firstTimes = chosen.contains(where: source.repeated.contains)
        return Question(
            id: id, language: phrasing.language, prompt: phrasing.ordering(source.setting(naming: chosen), firstTimes: firstTimes),
            scenario: source.script, version: version, snippet: nil,
            items: details.map(\.label), card: source.card.with(methods: details.map(\.callback.methodID)),
            key: .order(key), reasons: repeats(among: chosen, in: source) + notes(of: source), details: details,
            askedFromStep: source.firstAskedStep,
            links: source.items.filter { link in !chosen.contains(link) && chosen.allSatisfy { source.trace.orderIsFixed($0, link) } }
                .map(source.detail(of:)))
    }

    /// A callback asked about that comes again later: why the first comes, when another step's
    /// rule makes the next one (a silent push wakes the app, a later tap brings it back: the
    /// steps' order alone does not say why), and why the later ones come, each reason once
    /// (`B didMove(toParent:)`: the code's call, then UIKit's as the appearance ends), so an
    /// answer that placed a later one is told why it is marked wrong.
    /// Callbacks that come as often for the same reasons share one reason (a second hit-test pass
    /// repeats five callbacks: one paragraph, not five).
    private func repeats(among chosen: [Int], in source: AskedScenario) -> [Reason] {
        let repeats = chosen.filter(source.repeated.contains).compactMap { first -> (label: String, times: Int, firstRule: Rule?, laterRules: [Rule])? in
            let event = source.trace.events[first]
            let later = source.shown.filter { $0 > first && source.trace.events[$0].object == event.object && source.trace.events[$0].callback == event.callback }
                .map { source.trace.events[$0] }
            guard let next = later.first else { return nil }
            let saysFirst = event.rule != next.rule && event.step != next.step
            return (source.detail(of: first).label, later.count + 1, saysFirst ? event.rule : nil, later.map(\.rule).uniqued())
        }
        var groups: [(times: Int, firstRule: Rule?, laterRules: [Rule], labels: [String])] = []
        for item in repeats {
            if let index = groups.firstIndex(where: { $0.times == item.times && $0.firstRule == item.firstRule && $0.laterRules == item.laterRules }) {
                groups[index].labels.append(item.label)
            } else {
                groups.append((item.times, item.firstRule, item.laterRules, [item.label]))
            }
        }
        return groups.map {
            let repeats = RepeatedCallbacks(labels: $0.labels, times: $0.times, firstRule: $0.firstRule, laterRules: $0.laterRules)
            return Reason(text: phrasing.repeatedCallbacks(repeats, words: phrasing.rule), sources: [], repeats: repeats)
        }
    }

    /// What the engine noted during the asked steps (a handler that stays silent, code that
    /// never ran): said after a wrong answer, as the order alone cannot show an absence. Not
    /// where the code written in a viewDidAppear ran: in a trace it marks the place, and the
    /// Why explains the callbacks that code made by the code itself.
    private func notes(of source: AskedScenario) -> [Reason] {
        source.trace.notes.filter { $0.step >= source.firstAskedStep && !$0.reportsCrash && $0.key != "code-runs-after-appearance" }
            .map { Reason(text: phrasing.note($0), sources: []) }
    }

    func whichFirst(_ id: QuestionID, version: IOSVersion) throws -> Question {
        let source = try AskedScenario.make(for: id, version: version, material: material, language: phrasing.language)
        var random = SplitMix64(seed: id.seed ^ 0x8EBC_6AF0_9C88_C6E3)
        // Only callbacks made once in the asked steps: "which comes first" has one answer.
        var pool = source.items.filter { !source.repeated.contains($0) }
        random.shuffle(&pool)
        let trace = source.trace
        // Two callbacks of one step first: across steps the answer is just the steps' order.
        let pairs = pool.indices.flatMap { offset in pool[(offset + 1)...].map { (pool[offset], $0) } }
            .filter { trace.events[$0.0].object != trace.events[$0.1].object && trace.orderIsFixed($0.0, $0.1) }
        let sameStep = pairs.filter { trace.events[$0.0].step == trace.events[$0.1].step }
        guard let (first, second) = (sameStep.isEmpty ? pairs : sameStep).first else {
            throw QuizError.nothingToAsk(reason: "no two objects' callbacks with a fixed order")
        }
        let pair = [first, second].sorted()
        let options = random.chance(1, in: 2) ? pair : pair.reversed()
        let details = options.map { source.detail(of: $0) }
        let relation = OrderRelation(earlier: source.detail(of: pair[0]), later: source.detail(of: pair[1]))
        return Question(
            id: id, language: phrasing.language, prompt: phrasing.whichFirst(source.setting(naming: pair)),
            scenario: source.script, version: version, snippet: nil,
            items: details.map(\.label), card: source.card.with(methods: details.map(\.callback.methodID)),
            key: .choice(options.firstIndex(of: pair[0])!),
            reasons: [Reason(text: relation.text(phrasing), sources: sources(of: relation.evidence(phrasing)),
                             goesBeyondTheSources: relation.rules.contains(where: phrasing.goesBeyondTheSources))], details: details,
            askedFromStep: source.firstAskedStep)
    }

    /// One controller's callbacks during the asked steps, all of them but one: the gap is a
    /// callback it gets only once there, so exactly one is missing and its name is certain.
    func missingCallback(_ id: QuestionID, version: IOSVersion) throws -> Question {
        let source = try AskedScenario.make(for: id, version: version, material: material, language: phrasing.language)
        var random = SplitMix64(seed: id.seed ^ 0xE703_7ED1_A0B4_28DB)
        let trace = source.trace
        let byObject = Dictionary(grouping: source.shown) { trace.events[$0].object }.filter { object, events in
            trace.objects[Int(object)].kind != .view && events.count >= 4
        }
        var gaps: [(object: Int32, sequence: [Int], gap: Int)] = []
        for object in byObject.keys.sorted() {
            let sequence = byObject[object]!
            let callbacks = sequence.map { trace.events[$0].callback }
            // Not a call UIKit usually but not always makes: its absence would be no mistake.
            for position in 1..<(sequence.count - 1)
            where callbacks.filter({ $0 == callbacks[position] }).count == 1 && !trace.events[sequence[position]].rule.isUsualNotCertain {
                gaps.append((object, sequence, position))
            }
        }
        guard !gaps.isEmpty else {
            throw QuizError.nothingToAsk(reason: "no controller with four callbacks in the asked steps")
        }
        let (object, sequence, gap) = random.pick(gaps)
        let missing = source.detail(of: sequence[gap])
        var items = sequence.map { source.detail(of: $0).label }
        items[gap] = Question.gap
        var question = Question(
            id: id, language: phrasing.language,
            prompt: phrasing.missingCallback(source.setting(naming: sequence), object: trace.objects[Int(object)].name,
                                             listsEnvironment: TraceReading.asksAboutTheEnvironment(source.scenario, from: source.firstAskedStep)),
            scenario: source.script, version: version, snippet: nil,
            items: items, card: source.card.with(methods: [missing.callback.methodID]),
            key: .callback(missing.callback), reasons: [reason(for: missing)], details: [missing],
            askedFromStep: source.firstAskedStep)
        question.madeForTheObject = Set(trace.events.filter { $0.object == object && $0.step >= source.firstAskedStep }.map(\.callback))
        return question
    }

    private func reason(for detail: ItemDetail) -> Reason {
        Reason(text: phrasing.callbackRule(detail.label, detail.rule), sources: sources(of: phrasing.evidence(detail.rule)),
               goesBeyondTheSources: phrasing.goesBeyondTheSources(detail.rule))
    }

    private func sources(of evidence: String) -> [String] {
        material.sourceNames.names(inEvidence: evidence, language: phrasing.language)
    }
}

extension ItemDetail {
    var label: String { TraceReading.label(object: object, callback: callback, passingNil: passesNil) }
}

extension QuestionCard {
    func with(methods: [String]) -> QuestionCard {
        QuestionCard(id: id, kind: kind, topic: topic, methods: methods.uniqued())
    }
}
