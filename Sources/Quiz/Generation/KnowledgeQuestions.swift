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
        // Only methods the question's version has and calls: no scene delegate on iOS 8, no
        // viewWillUnload on iOS 18 (its version rule says UIKit stopped calling it).
        let notCalled = Set(Callback.allCases.filter { $0.versionRule.map { !$0.holds(on: version) } ?? false }.map(\.methodID))
        let callbacks = material.methods.filter { $0.kind == "callback" && Self.major($0.available) <= version.major && !notCalled.contains($0.id) }
        // The answer is about the topic; the wrong options come from it first, then from the
        // answer's class (a topic such as loading has no callback UIKit calls many times).
        // The question says UIKit calls it: deinit, which the runtime runs, is neither answer nor option.
        let once = strictlyInTopic(id, callbacks.filter { $0.frequency == "once" && !Callback.methodIDsRunByTheRuntime.contains($0.id) }) { ($0.topic, $0.classID) }
        let many = callbacks.filter { $0.frequency == "many" }
        guard !once.isEmpty, many.count >= 3 else {
            throw QuizError.nothingToAsk(reason: "too few callbacks called once and many times")
        }
        let answer = random.pick(once)
        let topical = Set(strictlyInTopic(id, many) { ($0.topic, $0.classID) }.map(\.id))
        let distractors = closestFirst(many, random: &random) { method in
            (topical.contains(method.id) ? 2 : 0) + (method.classID == answer.classID ? 1 : 0)
        }
        var options = [answer] + distractors.prefix(3)
        random.shuffle(&options)
        return Question(
            id: id, language: language, prompt: phrasing.calledOnce(perViewLoad: Callback.methodIDsRepeatedWhenTheViewReloads.contains(answer.id)),
            scenario: nil, version: version, snippet: nil,
            items: options.map(material.label(of:)),
            card: QuestionCard(id: "method:\(answer.id)", kind: "method", topic: answer.topic, methods: [answer.id]),
            key: .choice(options.firstIndex(of: answer)!),
            // How often each is called leads its reason: that is what the question turns on.
            reasons: options.map { option in
                let name = material.label(of: option)
                let perViewLoad = Callback.methodIDsRepeatedWhenTheViewReloads.contains(option.id)
                var reason = reason(about: option, leadingWith: phrasing.frequency(name, option.frequency, perViewLoad: perViewLoad))
                reason.option = name
                return reason
            }, details: [])
    }

    func snippet(_ id: QuestionID, version: IOSVersion) throws -> Question {
        var random = SplitMix64(seed: id.seed)
        let all = material.pitfalls.filter { $0.snippet != nil }
        // With --topic the code is about the topic; the wrong options may come from anywhere.
        let pool = id.source.map { source in all.filter { $0.id == source } } ?? strictlyInTopic(id, all) { ($0.topic, material.classID(of: $0.methods)) }
        guard let answer = pool.isEmpty ? nil : random.pick(pool), all.count >= 4 else {
            throw QuizError.nothingToAsk(reason: "too few pitfalls with code")
        }
        var options = [answer] + distractors(for: answer, random: &random)
        random.shuffle(&options)
        let sources = material.sourceNames.names(of: answer.sources, language: language)
        // Each wrong option is another mistake's symptom: named, so a learner who picked it knows why.
        let reasons = [answer.cause, answer.fix].map { $0.text(in: language) }
            .enumerated().map { Reason(text: $0.element, sources: $0.offset == 0 ? sources : []) }
            + options.filter { $0.id != answer.id }.map { other in
                var reason = Reason(text: phrasing.anotherMistake(other.title.text(in: language)), sources: [])
                reason.option = other.symptom.text(in: language)
                reason.onlyWhenChosen = true
                return reason
            }
        return Question(
            id: id, language: language, prompt: phrasing.snippet(), scenario: nil, version: version,
            // Symptoms, not titles: a title names the mistake ("Relying on viewDidUnload…") and so
            // gives the answer away; what goes wrong is what the learner must reason out.
            snippet: answer.snippet.map { QuizSnippet.mistakeOnly($0.text(in: language)) },
            items: options.map { $0.symptom.text(in: language) },
            card: QuestionCard(id: "pitfall:\(answer.id)", kind: "pitfall", topic: answer.topic, methods: answer.methods),
            key: .choice(options.firstIndex(of: answer)!), reasons: reasons, details: [])
    }

    func trueOrFalse(_ id: QuestionID, version: IOSVersion) throws -> Question {
        var random = SplitMix64(seed: id.seed)
        let methods = id.source.map { source in material.methods.filter { $0.id == source } }
            ?? strictlyInTopic(id, material.methods) { ($0.topic, $0.classID) }
        // `why`: what the key rests on, when the method's own description does not say it.
        var statements: [(method: Method, text: String, truth: Bool, why: String?)] = []
        // Versions some method was deprecated in: a false date is one of them, so it is plausible;
        // only versions the engine models (a newer SDK may deprecate what this knowledge does not
        // know of), and none before the method existed.
        let modelled = Array(Set(material.methods.compactMap(\.deprecated)))
            .filter { Self.major($0) <= IOSVersion.newest.major }.sorted()
        func deprecations(after method: Method) -> [String] {
            modelled.filter { Self.major($0) > Self.major(method.available) }
        }
        for method in methods {
            let name = material.label(of: method)
            // How often and whether to call super are asked only where the sources agree: a
            // method a conflict names (viewDidLoad: once, or again after the view reloads?) has
            // no one-line key.
            let settled = !material.isDisputed(method.id)
            if Callback.methodIDsRunByTheRuntime.contains(method.id) {
                statements.append((method, phrasing.calledDirectly(name), false, phrasing.runByTheRuntime(name)))
            } else if settled, method.kind == "callback", method.frequency != "never" {
                // "Many times" is asked only where it is true: of a once-per-view-load method
                // it would be false on one reading and true on another.
                let perViewLoad = Callback.methodIDsRepeatedWhenTheViewReloads.contains(method.id)
                let why = phrasing.frequency(name, method.frequency, perViewLoad: perViewLoad)
                if method.frequency == "many" { statements.append((method, phrasing.calledMoreThanOnce(name), true, why)) }
                statements.append((method, phrasing.calledAtMostOnce(name, perViewLoad: perViewLoad), method.frequency != "many", why))
            }
            if settled, method.superRule != "not-applicable" {
                statements.append((method, phrasing.overrideCallsSuper(name), method.superRule != "never",
                                   phrasing.superRule(name, rule: method.superRule)))
            }
            let deprecation = phrasing.deprecation(name, deprecated: method.deprecated, available: method.available)
            if let deprecated = method.deprecated {
                statements.append((method, phrasing.deprecated(name, since: deprecated), true, deprecation))
                // The same method with another method's deprecation date: false.
                let others = deprecations(after: method).filter { $0 != deprecated }
                if !others.isEmpty { statements.append((method, phrasing.deprecated(name, since: random.pick(others)), false, deprecation)) }
            }
            // A live callback is not said to be deprecated at some random version: every callback
            // had such a statement, and half the questions asked one (twenty-second review W9).
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
            key: .truth(statement.truth),
            reasons: [statement.why.map { Reason(text: $0, sources: []) }, reason(about: statement.method)].compactMap { $0 }, details: [])
    }

    /// Three other pitfalls a reader of this code could believe: those about the same methods
    /// first, then the same topic, so the right title does not stand out as the only one about
    /// the code shown.
    /// Other mistakes' symptoms, of the answer's topic and class first; none about the answer's
    /// methods, whose symptoms the same code can show too (a timer's retain cycle and a closure's
    /// both leave deinit unprinted).
    private func distractors(for answer: Pitfall, random: inout SplitMix64) -> [Pitfall] {
        let methods = Set(answer.methods)
        let classID = material.classID(of: answer.methods)
        let others = material.pitfalls.filter { $0.id != answer.id && !$0.methods.contains(where: methods.contains) }
        let ranked = closestFirst(others, random: &random) { pitfall in
            (pitfall.topic == answer.topic ? 2 : 0) + (material.classID(of: pitfall.methods) == classID ? 1 : 0)
        }
        return Array(ranked.prefix(3))
    }

    /// `items` shuffled, then the closest first: a stable sort keeps the shuffle among equally
    /// close ones, so wrong options vary from seed to seed without straying from the answer.
    private func closestFirst<Item>(_ items: [Item], random: inout SplitMix64, closeness: (Item) -> Int) -> [Item] {
        var shuffled = items
        random.shuffle(&shuffled)
        return shuffled.enumerated().sorted { (closeness($0.element), -$0.offset) > (closeness($1.element), -$1.offset) }.map(\.element)
    }

    /// The major version of a knowledge-base version (`"10.0"` → 10; 0 when unreadable).
    private static func major(_ version: String) -> Int { Int(version.split(separator: ".")[0]) ?? 0 }

    /// The items of the question's topic, or all of them when there is no topic; none when the
    /// topic has none. `place` gives an item's knowledge topic and class.
    private func strictlyInTopic<Item>(_ id: QuestionID, _ items: [Item], place: (Item) -> (topic: String, classID: String)) -> [Item] {
        guard let name = id.topic, let scenarioTopic = ScenarioTopic(rawValue: name) else { return items }
        return items.filter { let (topic, classID) = place($0); return scenarioTopic.covers(knowledgeTopic: topic, classID: classID) }
    }

    /// What the method does, by its description: its teaching fact after it mostly said the same
    /// thing again, and `show` gives the facts.
    private func reason(about method: Method, leadingWith lead: String? = nil) -> Reason {
        // Chinese sentences end in a full-width stop and take no space after it.
        let text = [lead, method.when.text(in: language)].compactMap { $0 }.joined(separator: language == .zh ? "" : " ")
        return Reason(text: phrasing.labelled(material.label(of: method), text),
                      sources: material.sourceNames.names(of: method.sources, language: language))
    }
}
