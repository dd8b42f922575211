import KnowledgeBase
import LifecycleEngine

/// Every card lifequiz can study or export, built from the knowledge base and the engine.
public struct CardCatalog: Sendable {
    public let material: QuizMaterial
    /// What a statement that names none of its own methods may blank instead.
    private let knownNames: [String]

    public init(material: QuizMaterial) {
        self.material = material
        knownNames = FactPrompt.knownNames(of: material.methods)
    }

    /// Fact, pitfall and ordering cards; orderings simulated on `version` (default: each
    /// scenario's own version, else the newest). Throws `CatalogError` for a curated scenario
    /// that cannot make a card, rather than leaving its card out unnoticed.
    public func cards(orderingsOn version: IOSVersion? = nil) throws -> [CatalogCard] {
        // Two scenarios that make the same callbacks would make two cards with one answer: the
        // first is kept.
        var answers: Set<[String]> = []
        let orderings = try material.scenarios.compactMap { try card(for: $0, version: version) }.filter { card in
            guard case .ordering(_, _, _, let steps) = card.face else { return true }
            return answers.insert(steps.sequence).inserted
        }
        return material.facts.map(card(for:)) + material.pitfalls.map(card(for:)) + orderings
    }

    /// The topic of the cards that teach a difference between iOS versions (facts of kind
    /// `version`): the guided path's last lesson, whatever subject the difference is about.
    public static let versionsTopic = "versions"

    /// What each card topic is about: the knowledge topics' titles, and the version cards'.
    public var topicTitles: [String: LocalizedText] {
        material.topicTitles.merging([Self.versionsTopic: .interface("export.topic.versions")]) { _, versions in versions }
    }

    public func card(for fact: Fact) -> CatalogCard {
        let methods = fact.allMethodIDs.uniqued()
        let method = fact.method.flatMap(material.method)
        let front = LocalizedText(zh: FactPrompt.front(of: fact.text.zh, hiding: method, language: .zh),
                                  en: FactPrompt.front(of: fact.text.en, hiding: method, language: .en))
        let topic = fact.kind == "version" ? Self.versionsTopic : fact.topic
        var card = CatalogCard(id: "fact:\(fact.id)", topic: topic, classID: material.classID(of: methods), methods: methods,
                               face: .fact(front: front, back: fact.text), sources: fact.sources,
                               sourceNames: material.sourceNames.names(of: fact.sources),
                               clozeName: FactPrompt.sharedName(of: methods.compactMap(material.method), in: fact.text)
                                   ?? FactPrompt.sharedName(among: knownNames, in: fact.text),
                               versions: fact.ios)
        card.sourcesRole = fact.sourcesRole
        card.apple = fact.apple
        // The answer highlights what the blank hid.
        card.blankedNames = (FactPrompt.blankedNames(in: fact.text.zh, hiding: method) + FactPrompt.blankedNames(in: fact.text.en, hiding: method)).uniqued()
        return card
    }

    public func card(for pitfall: Pitfall) -> CatalogCard {
        var card = CatalogCard(id: "pitfall:\(pitfall.id)", topic: pitfall.topic, classID: material.classID(of: pitfall.methods),
                               methods: pitfall.methods,
                               face: .pitfall(title: pitfall.title, symptom: pitfall.symptom, cause: pitfall.cause, fix: pitfall.fix,
                                              snippet: pitfall.snippet, fixSnippet: pitfall.fixSnippet),
                               sources: pitfall.sources, sourceNames: material.sourceNames.names(of: pitfall.sources), versions: nil)
        card.sourcesRole = pitfall.sourcesRole
        card.apple = pitfall.apple
        return card
    }

    /// The callbacks of a curated scenario's last steps, in order, as the engine makes them. On
    /// the scenario's own version it must parse, run and finish, or `CatalogError.brokenScenario`
    /// says why; on another `version` UIKit may refuse it (an API that version lacks), and then
    /// there is no card.
    public func card(for scenario: CuratedScenario, version: IOSVersion?) throws(CatalogError) -> CatalogCard? {
        let parsed: Scenario
        do {
            parsed = try ScenarioParser.parse(scenario.script)
        } catch {
            throw .brokenScenario(id: scenario.id, reason: "\(error)")
        }
        let ownVersion = version == nil || version == parsed.version
        let version = version ?? parsed.version
        let trace: Trace
        do {
            trace = try LifecycleSimulator.run(parsed, on: version)
        } catch {
            guard !ownVersion else { throw .brokenScenario(id: scenario.id, reason: "\(error)") }
            return nil
        }
        guard trace.outcome == .finished else {
            guard !ownVersion else { throw .brokenScenario(id: scenario.id, reason: "the app crashes: \(trace.outcome)") }
            return nil
        }
        // The steps the scenario's title names, as its questions ask them.
        let focus = AskedScenario.firstAskedStep(of: scenario, parsed: parsed, trace: trace)
        let isAskable = TraceReading.askable(in: parsed, from: focus)
        let shown = trace.events.filter { $0.step >= focus && isAskable($0.callback) }
        let byStep: [Int: [TraceEvent]] = Dictionary(grouping: shown) { Int($0.step) }
        let phases: [OrderingSteps.Phase] = byStep.keys.sorted().map { step in
            let callbacks = byStep[step, default: []].map { TraceReading.label(of: $0, in: trace) }
            return OrderingSteps.Phase(step: parsed.steps[step - 1].text, number: step, callbacks: callbacks)
        }
        let classes = shown.map(trace.object(of:)).uniqued().map { (object: $0.name, className: $0.className) }
        let script = TraceReading.script(of: parsed)
        var steps = OrderingSteps(phases: phases, classes: classes)
        // On an older version, what a version rule moved stands out against the newest order.
        if version != .newest, let newest = try? LifecycleSimulator.run(parsed, on: .newest), newest.outcome == .finished {
            let reference = newest.events.filter { $0.step >= focus && isAskable($0.callback) }
                .map { TraceReading.label(of: $0, in: newest) }
            steps.mark(differencesFrom: reference, version: IOSVersion.newest.major)
        }
        return CatalogCard(id: "order:\(scenario.id)", topic: scenario.topic, classID: "UIViewController",
                           methods: shown.map(\.callback.methodID).uniqued(),
                           face: .ordering(title: scenario.title, scenario: script, version: version.major, steps: steps),
                           sources: [], versions: nil,
                           askedSteps: parsed.steps[Int(focus - 1)...].map(\.text).joined(separator: "; "))
    }
}
