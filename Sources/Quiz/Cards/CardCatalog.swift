import KnowledgeBase
import LifecycleEngine

/// Every card lifequiz can study or export, built from the knowledge base and the engine.
public struct CardCatalog: Sendable {
    public let material: QuizMaterial

    public init(material: QuizMaterial) { self.material = material }

    /// Fact, pitfall and ordering cards; orderings simulated on `version` (default: each
    /// scenario's own version, else the newest).
    public func cards(orderingsOn version: IOSVersion? = nil) -> [CatalogCard] {
        material.facts.map(card(for:)) + material.pitfalls.map(card(for:))
            + material.scenarios.compactMap { card(for: $0, version: version) }
    }

    public func card(for fact: Fact) -> CatalogCard {
        let methods = ([fact.method].compactMap { $0 } + fact.methods).uniqued()
        let method = fact.method.flatMap(material.method)
        let front = LocalizedText(zh: FactPrompt.front(of: fact.text.zh, hiding: method, language: .zh),
                                  en: FactPrompt.front(of: fact.text.en, hiding: method, language: .en))
        return CatalogCard(
            id: "fact:\(fact.id)", kind: .fact, topic: fact.topic, classID: classID(of: methods), methods: methods,
            front: front, back: fact.text, snippet: nil, scenario: nil, version: nil, sequence: [],
            sources: fact.sources, versions: fact.ios)
    }

    public func card(for pitfall: Pitfall) -> CatalogCard {
        let front = LocalizedText(zh: "现象：\(pitfall.symptom.zh)\n原因是什么？怎样修正？",
                                  en: "Symptom: \(pitfall.symptom.en)\nWhat causes it, and what is the fix?")
        let back = LocalizedText(zh: "\(pitfall.title.zh)\n原因：\(pitfall.cause.zh)\n修正：\(pitfall.fix.zh)",
                                 en: "\(pitfall.title.en)\nCause: \(pitfall.cause.en)\nFix: \(pitfall.fix.en)")
        return CatalogCard(
            id: "pitfall:\(pitfall.id)", kind: .pitfall, topic: pitfall.topic, classID: classID(of: pitfall.methods),
            methods: pitfall.methods, front: front, back: back, snippet: pitfall.snippet, scenario: nil, version: nil,
            sequence: [], sources: pitfall.sources, versions: nil)
    }

    /// The callbacks of a curated scenario's last steps, in order, as the engine makes them.
    public func card(for scenario: KnowledgeBase.Scenario, version: IOSVersion?) -> CatalogCard? {
        guard let parsed = try? ScenarioParser.parse(scenario.script) else { return nil }
        let version = version ?? parsed.version
        guard let trace = try? LifecycleSimulator.run(parsed, on: version), trace.outcome == .finished else { return nil }
        let focus: Int32 = scenario.level >= 2 && parsed.steps.count > 1 ? 2 : 1
        let shown = trace.events.filter {
            $0.step >= focus && $0.callback.category != .queries && $0.callback != .main && $0.callback != .applicationMain
        }
        let sequence = shown.map { "\(trace.object(of: $0).name) \($0.callback.swiftName)" }
        let methods = shown.map(\.callback.methodID).uniqued()
        let script = parsed.steps.map(\.text).joined(separator: "; ")
        let front = LocalizedText(
            zh: "\(scenario.title.zh)\n场景（iOS \(version.major)）：\(script)\nUIKit 依次调用哪些回调？",
            en: "\(scenario.title.en)\nScenario (iOS \(version.major)): \(script)\nWhich callbacks does UIKit make, in order?")
        let numbered = sequence.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n")
        return CatalogCard(
            id: "order:\(scenario.id)", kind: .ordering, topic: scenario.topic, classID: "UIViewController",
            methods: methods, front: front, back: LocalizedText(zh: numbered, en: numbered), snippet: nil,
            scenario: script, version: version.major, sequence: sequence, sources: [], versions: nil)
    }

    private func classID(of methods: [String]) -> String {
        methods.first.flatMap(material.method)?.classID ?? "UIViewController"
    }
}

extension Array where Element: Hashable {
    func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
