import InterfaceText
import KnowledgeBase
import LifecycleEngine
import TraceRendering

/// The words of questions and explanations, in the question's language, from the interface
/// catalogs (`quiz.*` in Interface/<language>.yaml).
struct Phrasing: Sendable {
    let language: Language
    private let texts: TextCatalog

    init(language: Language) {
        self.language = language
        texts = TextCatalog.embedded(language.rawValue)
    }

    func say(_ key: String, _ values: [String: String] = [:]) -> String { texts.text(key, values) }

    /// `firstTimes`: some items come more than once; each is placed where it first happens.
    func ordering(_ setting: ScenarioSetting, firstTimes: Bool) -> String {
        // "In the order they happen", not "UIKit makes them": some are the app's own calls
        // (didMove(toParent:) after addChild).
        say("quiz.ordering") + (firstTimes ? say("quiz.ordering.first-times") : "") + "\n" + describe(setting)
    }

    func whichFirst(_ setting: ScenarioSetting) -> String {
        say("quiz.which-first") + "\n" + describe(setting)
    }

    /// `listsEnvironment`: whether trait and safe-area callbacks are among those listed, which
    /// the prompt must say, or a learner who names one that is left out is marked wrong.
    func missingCallback(_ setting: ScenarioSetting, object: String, listsEnvironment: Bool) -> String {
        say(listsEnvironment ? "quiz.missing" : "quiz.missing-without-environment", ["object": object]) + "\n" + describe(setting)
    }

    /// `topic`: the disagreement of the sources the question comes from.
    func versionChange(_ setting: ScenarioSetting, topic: String?) -> String {
        say("quiz.version-change", ["version": "\(setting.version)"]) + about(topic, setting)
    }

    /// Asked of the steps after the setup: the setup's own calls (a launch loads the root) do not count.
    func versionPresence(_ setting: ScenarioSetting, label: String, topic: String?) -> String {
        say("quiz.version-presence", ["version": "\(setting.version)", "label": label]) + about(topic, setting)
    }

    /// A version question's lines after its prompt: the disagreement it comes from, if any (a
    /// version rule's question names none: its words would give the answer away), then the scenario.
    private func about(_ topic: String?, _ setting: ScenarioSetting) -> String {
        "\n" + (topic.map { say("quiz.topic") + $0 + "\n" } ?? "") + describe(setting)
    }

    func calledOnce(perViewLoad: Bool) -> String { say(perViewLoad ? "quiz.called-once-per-view-load" : "quiz.called-once") }

    func snippet() -> String { say("quiz.snippet") }

    func anotherMistake(_ title: String) -> String { say("quiz.snippet-another-mistake", ["title": title]) }

    func statement(_ text: String) -> String { say("quiz.statement") + text }

    func calledMoreThanOnce(_ method: String) -> String { say("quiz.called-many-times", ["method": method]) }

    func calledAtMostOnce(_ method: String, perViewLoad: Bool) -> String {
        say(perViewLoad ? "quiz.called-at-most-once-per-view-load" : "quiz.called-at-most-once", ["method": method])
    }

    func calledDirectly(_ method: String) -> String { say("quiz.called-directly", ["method": method]) }

    func runByTheRuntime(_ method: String) -> String { say("quiz.run-by-the-runtime", ["method": method]) }

    /// How often UIKit calls a method, said outright: what a statement about it turns on.
    func frequency(_ method: String, _ frequency: String, perViewLoad: Bool) -> String {
        let key = switch frequency {
        case "once": perViewLoad ? "quiz.frequency-once-per-view-load" : "quiz.frequency-once"
        default: "quiz.frequency-\(frequency)"
        }
        return say(key, ["method": method])
    }

    func overrideCallsSuper(_ method: String) -> String { say("quiz.override-calls-super", ["method": method]) }

    func deprecated(_ method: String, since version: String) -> String {
        say("quiz.deprecated-since", ["method": method, "version": version])
    }

    /// When the method was deprecated, or that it is not, to explain a statement about it.
    func deprecation(_ method: String, deprecated: String?, available: String) -> String {
        if let deprecated { return say("quiz.was-deprecated", ["method": method, "version": deprecated]) }
        return say("quiz.not-deprecated", ["method": method, "version": available])
    }

    /// What the rule for super is, said of `method`, to explain a statement about it.
    func superRule(_ method: String, rule: String) -> String {
        let known = ["first", "last", "never"].contains(rule)
        return say("quiz.super.\(known ? rule : "anywhere")", ["method": method])
    }

    /// The device and version a question assumes, its title, the setup and the steps asked about.
    private func describe(_ setting: ScenarioSetting) -> String {
        // A title that opens with the version the line already gives ("iOS 18: a push …") drops it.
        let title = setting.title.map { title in
            ["iOS \(setting.version)：", "iOS \(setting.version): "].first(where: title.hasPrefix)
                .map { String(title.dropFirst($0.count)).capitalizingFirstLetter } ?? title
        }
        // So does the line, when the title says the scenario runs on that version ("…, on iOS 11").
        let titleGivesVersion = title?.contains(say("quiz.title-gives-version", ["version": "\(setting.version)"])) == true
        var lines = [say(titleGivesVersion ? "quiz.scenario-device" : "quiz.scenario", ["version": "\(setting.version)", "device": setting.device.rawValue])
            + (title.map { say("quiz.scenario-title", ["title": $0]) } ?? "")]
        if let setup = setting.setup {
            lines.append(say("quiz.setup") + setup)
            lines.append(say("quiz.asked") + setting.asked)
        } else {
            lines.append(say("quiz.steps") + setting.asked)
        }
        if let code = setting.code { lines.append(say("quiz.code") + code) }
        if !setting.containers.isEmpty {
            lines.append(setting.containers.map { say("quiz.container", ["name": $0.name, "class": $0.className, "step": $0.step]) }
                .joined(separator: say("quiz.container-separator")))
        }
        return lines.joined(separator: "\n")
    }

    // MARK: Grading

    /// Why `earlier` comes first: the rule that orders the two.
    func comesBefore(_ earlier: String, _ later: String, plural: Bool = false, because reason: String) -> String {
        say(plural ? "quiz.come-before" : "quiz.comes-before", ["earlier": earlier, "later": later, "reason": reason])
    }

    /// How two versions order a pair: `On iOS 9, X comes before Y; on iOS 8 after it.`
    func versionsDiffer(_ first: String, _ second: String, on version: Int, not other: Int) -> String {
        say("quiz.versions-differ", ["first": first, "second": second, "version": "\(version)", "other": "\(other)"])
    }

    /// A callback one version makes and another does not.
    func versionPresence(_ label: String, on version: Int, not other: Int) -> String {
        say("quiz.version-calls", ["label": label, "version": "\(version)", "other": "\(other)"])
    }

    /// Pairs of callbacks that one rule orders: `A → B, C → D: rule.`
    func orderedBy(_ pairs: [String], rule: String, more: Int) -> String {
        say("quiz.ordered-by", ["pairs": listed(pairs, more: more), "rule": rule])
    }

    /// `X → Y, Z → W (and 2 more)`.
    private func listed(_ pairs: [String], more: Int) -> String {
        pairs.joined(separator: say("quiz.pair-separator")) + (more > 0 ? say("quiz.and-more", ["count": "\(more)"]) : "")
    }

    /// Callbacks each fired by its own rule, neither of which speaks of the other: `X comes
    /// before Y: X — its rule; Y — its rule`.
    func eachOwnRule(_ earlier: [String], _ earlierRule: String, _ later: [String], _ laterRule: String) -> String {
        comesBefore(earlier.joined(separator: listSeparator), later.joined(separator: listSeparator), plural: earlier.count > 1,
                    because: eachOwnReason(earlier, earlierRule, later, laterRule))
    }

    /// `X — its rule; Y — its rule`.
    func eachOwnReason(_ earlier: [String], _ earlierRule: String, _ later: [String], _ laterRule: String) -> String {
        say("quiz.each-own-rule", ["first": earlier.joined(separator: listSeparator), "first-rule": earlierRule,
                                   "second": later.joined(separator: listSeparator), "second-rule": laterRule])
    }

    /// Pairs callbacks between them link, each hop with its reason: `X → Z, by way of Y.
    /// X → Y: why. Y → Z: why.`
    func byWayOf(_ pairs: [String], more: Int, middles: [String], hops: [(from: [String], to: [String], reason: String)]) -> String {
        let said = hops.map { hop in
            say("quiz.by-way-of-hop", ["from": hop.from.joined(separator: listSeparator), "to": hop.to.joined(separator: listSeparator),
                                       "reason": hop.reason])
        }
        return say("quiz.by-way-of", ["pairs": listed(pairs, more: more), "middle": middles.joined(separator: listSeparator),
                                      "hops": said.joined(separator: say("quiz.by-way-of-separator"))])
    }

    /// Callbacks of different steps: the steps' order decides. Each side lists its callbacks.
    func stepOrder(_ earlier: [String], during first: String, _ later: [String], during second: String) -> String {
        say("quiz.step-order", ["earlier": earlier.joined(separator: listSeparator), "first-step": first,
                                "later": later.joined(separator: listSeparator), "second-step": second])
    }

    /// Why callbacks the earlier step made for other objects came for these only in the later
    /// step (no labels: all of the later step's); a sentence to append, with its own leading
    /// space where the language puts one.
    func waitsForItsStep(_ labels: [String], rule: String) -> String {
        labels.isEmpty ? say("quiz.waits-for-step-all", ["rule": rule])
            : say("quiz.waits-for-step", ["labels": labels.joined(separator: listSeparator), "rule": rule])
    }

    var listSeparator: String { say("list.separator") }

    /// What a neighbours' pair settles of the answer's other pairs, a sentence for each side to
    /// append: `So X also comes before A, B: your answer already has them after Y.` for the
    /// callbacks the answer has after Y (the later of the pair), and the same of those it has
    /// before X.
    func alsoOrdered(_ earlier: String, before laterOnes: [String], _ later: String, after earlierOnes: [String]) -> String {
        func sentence(_ key: String, _ callback: String, _ others: [String], _ middle: String) -> String {
            others.isEmpty ? "" : say(others.count == 1 ? key + ".one" : key,
                                      ["callback": callback, "others": others.joined(separator: listSeparator), "middle": middle])
        }
        return sentence("quiz.also-before", earlier, laterOnes, later) + sentence("quiz.also-after", later, earlierOnes, earlier)
    }

    /// A callback made more than once in the asked steps: the question counts the first.
    /// `firstRule`: what makes the first, when not what makes the next; `laterRules`: what makes
    /// the later ones, each rule once.
    /// `words`: how a rule is said (in full, or a pointer to where an explanation above gave it).
    func repeatedCallbacks(_ repeats: RepeatedCallbacks, words: (Rule) -> String) -> String {
        let (labels, times) = (repeats.labels, repeats.times)
        var text = labels.count == 1 ? say("quiz.repeated.one", ["callback": labels[0], "times": "\(times)"])
            : say("quiz.repeated.many", ["callbacks": labels.joined(separator: say("list.separator")), "times": "\(times)"])
        if let firstRule = repeats.firstRule { text += say("quiz.repeated.first", ["first": words(firstRule)]) }
        for (index, later) in repeats.laterRules.enumerated() {
            let key = index > 0 ? "quiz.repeated.also" : times > 2 ? "quiz.repeated.later" : labels.count > 1 ? "quiz.repeated.next-each" : "quiz.repeated.next"
            text += say(key, ["why": words(later)])
        }
        return text
    }

    /// A note the engine made on the trace, in this language (its English text when it has no
    /// key), as a sentence of its own (a bullet under "Why"): capitalised.
    func note(_ note: TraceNote) -> String {
        let text = texts.text(of: note) ?? note.text
        return text.prefix(1).uppercased() + text.dropFirst()
    }

    func rule(_ rule: Rule) -> String { Self.reading(rule, in: language).words.why }

    /// A rule's words, caution and cited sources in a language, read once per process: an
    /// answer's explanation asks for the same rules many times, and each reading names the rule
    /// and searches content.
    private static func reading(_ rule: Rule, in language: Language) -> RuleReading {
        readings.value(RuleInLanguage(rule: rule, language: language)) {
            let explanations = RuleExplanations.embedded
            let evidence = explanations.words(for: rule, in: .en).evidence
            return RuleReading(words: explanations.words(for: rule, in: language), caution: explanations.caution(for: rule, in: language),
                               sourceNumbers: SourceNames.sourceNumbers(in: evidence), goesBeyondTheSources: goesBeyondTheSources(evidence: evidence))
        }
    }

    private struct RuleInLanguage: Hashable, Sendable {
        let rule: Rule
        let language: Language
    }

    private struct RuleReading: Sendable {
        let words: RuleWords
        let caution: String?
        /// The sources its English evidence cites, by number (`002`).
        let sourceNumbers: [String]
        let goesBeyondTheSources: Bool
    }

    private static let readings = ProcessCache<RuleInLanguage, RuleReading>()

    /// A rule an earlier explanation of the same answer gave in full, after `anchor`.
    func ruleGivenAbove(at anchor: String) -> String { say("quiz.rule-given-above", ["anchor": anchor]) }
    var ruleGivenAbove: String { say("quiz.rule-given-above-plain") }
    /// The order every controller keeps of its own callbacks, whatever the scenario: the
    /// sentences that order the pairs at hand, in their lifecycle's order.
    func ownLifecycle(_ orders: some Sequence<OwnOrder>) -> String {
        let wanted = Set(orders)
        let parts = OwnOrder.allCases.filter(wanted.contains).map { say($0.key) }
        return say("quiz.own-lifecycle", ["parts": parts.joined(separator: say("quiz.own-lifecycle-separator"))])
    }

    /// Why the init of an object the step's code makes comes before what the step then does.
    func createdByTheStep(_ object: String, step: String) -> String {
        say("quiz.created-by-the-step", ["object": object, "step": step])
    }

    /// Why the deinit of a controller the step lets go comes after what the step did before.
    func releasedByTheStep(_ object: String, step: String) -> String {
        say("quiz.released-by-the-step", ["object": object, "step": step])
    }

    /// Why a callback follows the one the app's code that made it was written in, for `pairs` pairs.
    func madeByCode(_ code: WrittenCode, pairs: Int) -> String {
        texts.counted(code.waitsForTheTransition ? "quiz.made-by-code-after-transition" : "quiz.made-by-code", pairs, ["host": code.host, "code": code.code])
    }

    /// The caution of the first of `rules` that is not firm, on a line of its own.
    func caution(of rules: [Rule]) -> String? {
        rules.lazy.compactMap { Self.reading($0, in: language).caution }.first
            .map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// The rule's evidence as cited in English ("seed 002 (lines …)"), which the source names are read from.
    func evidence(_ rule: Rule) -> String { Self.reading(rule, in: .en).words.evidence }

    /// The sources the rule's evidence cites, by number (`002`), in the evidence's order.
    func sourceNumbers(_ rule: Rule) -> [String] { Self.reading(rule, in: .en).sourceNumbers }

    /// Whether the rule rests on more than the seeds: its evidence extends one, or cites none.
    func goesBeyondTheSources(_ rule: Rule) -> Bool { Self.reading(rule, in: .en).goesBeyondTheSources }

    /// Whether evidence as cited in English rests on more than the seeds: it extends one, or cites none.
    static func goesBeyondTheSources(evidence: String) -> Bool {
        evidence.hasPrefix("extends") || SourceNames.sourceNumbers(in: evidence).isEmpty
    }

    func answerWas(_ correct: String) -> String { say("quiz.answer-was", ["answer": correct]) }

    /// A missing-callback guess the object never gets in the asked steps.
    func notMadeHere(_ object: String, _ callback: String) -> String { say("quiz.not-made-here", ["object": object, "callback": callback]) }

    /// A callback (or method) and what is said of it, with the language's colon.
    func labelled(_ label: String, _ text: String) -> String { say("quiz.labelled", ["label": label, "text": text]) }

    /// A callback and the rule that makes it.
    func callbackRule(_ label: String, _ rule: Rule) -> String { labelled(label, self.rule(rule)) }

    func truth(_ value: Bool) -> String { say(value ? "quiz.true" : "quiz.false") }
}

extension String {
    /// "a push in willConnectTo" → "A push in willConnectTo": what is left of a title after its
    /// version starts a sentence, or a generated title. A first word that is a name
    /// (`viewDidLoad`) stays as it is.
    var capitalizingFirstLetter: String {
        prefix { $0 != " " }.allSatisfy(\.isLowercase) ? prefix(1).uppercased() + dropFirst() : self
    }
}
