import KnowledgeBase
import LifecycleEngine
import SeededRandom

/// Questions about methods and pitfalls, answered from the knowledge base.
struct KnowledgeQuestions {
    let material: QuizMaterial
    let phrasing: Phrasing

    private var language: Language { phrasing.language }

    func calledOnce(_ id: QuestionID, version: IOSVersion) throws -> Question {
        var random = SplitMix64(seed: id.seed)
        let callbacks = inTopic(id, material.methods.filter { $0.kind == "callback" }) { $0.topic }
        let once = callbacks.filter { $0.frequency == "once" }
        let many = callbacks.filter { $0.frequency == "many" }
        guard !once.isEmpty, many.count >= 3 else {
            throw QuizError.nothingToAsk(reason: "too few callbacks called once and many times")
        }
        let answer = random.pick(once)
        var options = [answer]
        var distractors = many
        random.shuffle(&distractors)
        options += distractors.prefix(3)
        random.shuffle(&options)
        return Question(
            id: id, language: language, prompt: phrasing.calledOnce(), scenario: nil, version: version, snippet: nil,
            items: options.map(phrasing.methodLabel),
            card: QuestionCard(id: "method:\(answer.id)", kind: "method", topic: answer.topic, methods: [answer.id]),
            key: .choice(options.firstIndex(of: answer)!),
            reasons: options.map { reason(about: $0) }, details: [])
    }

    func snippet(_ id: QuestionID, version: IOSVersion) throws -> Question {
        var random = SplitMix64(seed: id.seed)
        let all = material.pitfalls.filter { $0.snippet != nil }
        let pool = id.source.map { source in all.filter { $0.id == source } } ?? inTopic(id, all) { $0.topic }
        guard let answer = pool.isEmpty ? nil : random.pick(pool), all.count >= 4 else {
            throw QuizError.nothingToAsk(reason: "too few pitfalls with code")
        }
        var others = material.pitfalls.filter { $0.id != answer.id }
        random.shuffle(&others)
        var options = [answer] + others.prefix(3)
        random.shuffle(&options)
        let reasons = [answer.cause, answer.fix].map { text in
            Reason(text: text.text(in: language), source: answer.sources.map(\.shortText).joined(separator: "; "))
        }
        return Question(
            id: id, language: language, prompt: phrasing.snippet(), scenario: nil, version: version,
            snippet: answer.snippet.map(QuizSnippet.mistakeOnly), items: options.map { $0.title.text(in: language) },
            card: QuestionCard(id: "pitfall:\(answer.id)", kind: "pitfall", topic: answer.topic, methods: answer.methods),
            key: .choice(options.firstIndex(of: answer)!), reasons: reasons, details: [])
    }

    func trueOrFalse(_ id: QuestionID, version: IOSVersion) throws -> Question {
        var random = SplitMix64(seed: id.seed)
        let methods = id.source.map { source in material.methods.filter { $0.id == source } }
            ?? inTopic(id, material.methods) { $0.topic }
        var statements: [(method: Method, text: String, truth: Bool)] = []
        let firstDeprecated = material.methods.first { $0.deprecated != nil }
        for method in methods {
            let name = phrasing.methodLabel(method)
            if method.kind == "callback", method.frequency == "once" || method.frequency == "many" {
                statements.append((method, phrasing.calledMoreThanOnce(name), method.frequency == "many"))
                statements.append((method, phrasing.calledAtMostOnce(name), method.frequency == "once"))
            }
            if method.superRule != "not-applicable" {
                statements.append((method, phrasing.overrideCallsSuper(name), method.superRule != "never"))
            }
            if let deprecated = method.deprecated {
                statements.append((method, phrasing.deprecated(name, since: deprecated), true))
            } else if method.kind == "callback", let other = firstDeprecated {
                statements.append((method, phrasing.deprecated(name, since: other.deprecated!), false))
            }
        }
        guard !statements.isEmpty else { throw QuizError.nothingToAsk(reason: "no method to make a statement about") }
        // Half true, half false, whatever the mix of statements available.
        let wantTrue = random.chance(1, in: 2)
        let matching = statements.filter { $0.truth == wantTrue }
        let statement = random.pick(matching.isEmpty ? statements : matching)
        return Question(
            id: id, language: language, prompt: phrasing.statement(statement.text), scenario: nil, version: version,
            snippet: nil, items: [phrasing.truth(true), phrasing.truth(false)],
            card: QuestionCard(id: "method:\(statement.method.id)", kind: "method", topic: statement.method.topic,
                               methods: [statement.method.id]),
            key: .truth(statement.truth), reasons: [reason(about: statement.method)], details: [])
    }

    /// The items of the question's topic, or all of them when the topic has too few.
    private func inTopic<Item>(_ id: QuestionID, _ items: [Item], topic: (Item) -> String) -> [Item] {
        guard let name = id.topic, let scenarioTopic = ScenarioTopic(rawValue: name) else { return items }
        let narrowed = items.filter { scenarioTopic.knowledgeTopics.contains(topic($0)) }
        return narrowed.count >= 4 ? narrowed : items
    }

    private func reason(about method: Method) -> Reason {
        let facts = material.facts(about: method.id)
        let text = ([method.when.text(in: language)] + facts.prefix(1).map { $0.text.text(in: language) }).joined(separator: " ")
        let sources = method.sources.map(\.shortText) + facts.prefix(1).flatMap(material.citations(of:))
        return Reason(text: "\(phrasing.methodLabel(method)): \(text)", source: sources.joined(separator: "; "))
    }
}
