import KnowledgeBase
import LifecycleEngine

/// A scenario a question is drawn from, split into the setup, which only reaches the state the
/// question needs, and the steps asked about. Items come from the asked steps alone.
struct AskedScenario {
    static let minimumItems = 4
    /// More than this is a chore to order on a phone-width screen.
    static let maximumItems = 8

    let script: String
    let title: String?
    let card: QuestionCard
    let scenario: Scenario
    let trace: Trace
    /// 1-based; the steps before it are the setup.
    let firstAskedStep: Int32
    /// Events of the asked steps a learner can reason about: documented callbacks UIKit makes
    /// (no program entry, no undocumented property queries, no calls the app makes itself).
    let shown: [Int]
    /// Of `shown`, the first event of each label (object and callback), so an item names one
    /// event: where it first happens in the asked steps; none UIKit does not always make.
    let items: [Int]
    /// Of `items`, those whose label comes again later in the asked steps.
    let repeated: Set<Int>
    /// Calls the app's own code makes during the asked steps (`makeKeyAndVisible()`): never
    /// asked about, but an ordering question may show them, labelled, as landmarks.
    var appCalls: [Int] {
        trace.events.indices.filter { trace.events[$0].step >= firstAskedStep && TraceReading.isLandmark(trace.events[$0].callback, rule: trace.events[$0].rule) }
    }

    static func make(for id: QuestionID, version: IOSVersion, material: QuizMaterial, language: Language) throws -> AskedScenario {
        let script: String, card: QuestionCard
        var title: String?
        var drafted: ScenarioGenerator.Draft?
        let topic = id.topic.flatMap(ScenarioTopic.init(rawValue:)) ?? .navigation
        if let sourceID = id.source {
            guard let curated = material.scenarios.first(where: { $0.id == sourceID }) else {
                throw QuizError.unknownQuestion(id: id.description)
            }
            script = curated.script
            title = curated.title.text(in: language)
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
        let topicOfSteps = ScenarioTopic(rawValue: card.topic) ?? topic
        let first = firstAskedStep(of: scenario, trace: trace, topic: topicOfSteps)
        guard scenario.hasStep(about: topicOfSteps, from: first) else {
            throw QuizError.nothingToAsk(reason: "the scenario's asked steps are not about \(topicOfSteps.rawValue)")
        }
        let reading = Reading(scenario: scenario, trace: trace, from: first)
        if drafted != nil {
            title = Phrasing(language: language).title(of: scenario.stepsTaken(in: Int(first - 1)..<scenario.steps.count).map(\.action))
        }
        return AskedScenario(script: script, title: title, card: card, scenario: scenario, trace: trace,
                             firstAskedStep: first, shown: reading.shown, items: reading.items, repeated: reading.repeated)
    }

    /// The steps a curated scenario's title names, as its questions ask them.
    static func firstAskedStep(of curated: CuratedScenario, parsed: Scenario, trace: Trace) -> Int32 {
        firstAskedStep(of: parsed, trace: trace, topic: ScenarioTopic(rawValue: curated.topic) ?? .loading)
    }

    /// The question asks about the last move, going back only until there is enough to ask and
    /// a move of the topic (an iOS 5 memory warning is asked with the pop that reloads the view,
    /// not the pop alone); the moves before are the setup. A one-step scenario is asked whole.
    static func firstAskedStep(of scenario: Scenario, trace: Trace, topic: ScenarioTopic) -> Int32 {
        let setupEnd: Int32 = scenario.steps.count > 1 ? 2 : 1
        var first = Int32(scenario.steps.count)
        while first > setupEnd, Reading(scenario: scenario, trace: trace, from: first).items.count < minimumItems + 2
            || !scenario.hasStep(about: topic, from: first) {
            first -= 1
        }
        return first
    }

    func detail(of index: Int) -> ItemDetail {
        ItemDetail(event: index, in: trace, scenario: scenario, forwardedFrom: forwardingOrigin(of: index))
    }

    /// Where a forwarded callback started: the same callback of the container the forwarding
    /// started from, the nearest before it in its step that was not itself forwarded.
    private func forwardingOrigin(of index: Int) -> TraceEvent? {
        let event = trace.events[index]
        guard event.rule == .appearanceForwarded else { return nil }
        return trace.events[..<index].reversed().prefix { $0.step == event.step }
            .first { $0.callback == event.callback && $0.object != event.object && $0.rule != .appearanceForwarded }
    }

    /// What the question says about the scenario: its title, setup and asked steps, device and
    /// version, and the containers the question's `events` name.
    func setting(naming events: [Int]) -> ScenarioSetting {
        ScenarioSetting(scenario, on: trace.version, askedFrom: firstAskedStep, title: title, containers: containers(among: events))
    }

    /// The containers among the events a question shows, which the engine names (`Nav2` for
    /// `present nav(B)`'s) where the script does not: each with its class and the step that made
    /// it. Not those the question does not show: "Nav is the UINavigationController…" above a
    /// question about B alone reads as a clue.
    private func containers(among events: [Int]) -> [ScenarioSetting.Container] {
        let kinds: Set<TraceObject.Kind> = [.navigationController, .tabBarController, .pageViewController]
        var seen: Set<Int32> = []
        return events.compactMap { index in
            let event = trace.events[index]
            let object = trace.object(of: event)
            guard kinds.contains(object.kind), seen.insert(event.object).inserted,
                  let made = trace.events.first(where: { $0.object == event.object }) else { return nil }
            return ScenarioSetting.Container(name: object.name, className: object.className, step: scenario.steps[Int(made.step) - 1].text)
        }
    }

    /// The events of the asked steps worth showing, and the first of each label there.
    private struct Reading {
        let shown: [Int]
        let items: [Int]
        let repeated: Set<Int>

        init(scenario: Scenario, trace: Trace, from step: Int32) {
            let isAskable = TraceReading.askable(in: scenario, from: step)
            shown = trace.events.indices.filter { index in
                let event = trace.events[index]
                return event.step >= step && isAskable(event.callback)
            }
            var first: [Int: Int] = [:]
            var repeated: Set<Int> = []
            for index in shown {
                let key = Self.key(trace.events[index])
                if let earlier = first[key] { repeated.insert(earlier) } else { first[key] = index }
            }
            // A call UIKit usually but not always makes (a second layout pass) is no answer to grade.
            items = shown.filter { first[Self.key(trace.events[$0])] == $0 && !trace.events[$0].rule.isUsualNotCertain }
            self.repeated = repeated
        }

        private static func key(_ event: TraceEvent) -> Int {
            Int(event.object) << 8 | Int(event.callback.rawValue)
        }
    }
}

/// The scenario as a question states it.
struct ScenarioSetting: Hashable, Sendable {
    let title: String?
    let version: Int
    let device: Device
    /// The steps that only set the scene, nil when the question asks about the whole scenario.
    let setup: String?
    let asked: String
    /// Code the script puts inside callbacks, nil when it has none: it runs within the steps, so
    /// it is neither setup nor a step of its own.
    let code: String?
    /// Containers the items name, which the script does not name itself.
    let containers: [Container]

    /// The script's steps before `firstAsked` (1-based) as the setup, the rest as asked; code in
    /// callbacks apart.
    init(_ scenario: Scenario, on version: IOSVersion, askedFrom firstAsked: Int32, title: String?, containers: [Container]) {
        let split = Int(firstAsked) - 1, count = scenario.steps.count
        func texts(_ steps: [Scenario.Step]) -> String? {
            steps.isEmpty ? nil : steps.map(\.text).joined(separator: "; ")
        }
        self.title = title
        self.version = version.major
        device = scenario.device
        setup = texts(scenario.stepsTaken(in: 0..<split))
        asked = texts(scenario.stepsTaken(in: split..<count)) ?? texts(scenario.stepsTaken(in: 0..<count)) ?? ""
        code = texts(scenario.codeInCallbacks)
        self.containers = containers
    }

    struct Container: Hashable, Sendable {
        let name: String
        let className: String
        /// The step that made it: `present nav(B)`.
        let step: String
    }
}
