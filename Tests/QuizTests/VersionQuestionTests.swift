import KnowledgeBase
import LifecycleEngine
@testable import Quiz
import Testing

/// "What changed in iOS N" questions: drawn from the sources' version conflicts and from the
/// engine's version rules, each answered by the engine on the version it asks about.
@Suite struct VersionQuestionTests {
    let generator: QuestionGenerator

    init() throws { generator = try TestMaterial.generator() }

    /// A question about one version rule, drawn with `seed`.
    private func question(about rule: VersionRule, seed: UInt64) throws -> Question {
        try generator.question(for: QuestionID(kind: .versionChange, level: 1, topic: nil, version: IOSVersion.newest.major,
                                               source: VersionQuestions.rulePrefix + String(describing: rule), seed: seed,
                                               content: generator.material.fingerprint))
    }

    /// Whatever it asks, the engine's trace of the asked steps on the asked version gives the
    /// answer: the callback is made there, or the answer comes first there.
    @Test func aVersionRuleQuestionIsAnsweredByTheEngineOnTheAskedVersion() throws {
        var checked = 0
        for seed in 0..<80 as Range<UInt64> {
            let question = try generator.question(seed: seed, request: .init(kinds: [.versionChange]))
            guard question.card.id.hasPrefix("version:"), let script = question.scenario else { continue }
            let scenario = try ScenarioParser.parse(script)
            let trace = try LifecycleSimulator.run(scenario, on: question.version)
            let asked = TraceReading.focusStep(scenario: scenario)
            let labels = trace.events.filter { $0.step >= asked }.map { TraceReading.label(of: $0, in: trace) }
            switch question.key {
            case .truth(let made):
                #expect(labels.contains(question.details[0].label) == made, "\(question.id)")
            case .choice(let answer):
                let other = question.items[1 - answer]
                #expect(labels.firstIndex(of: question.items[answer])! < labels.firstIndex(of: other)!, "\(question.id)")
            default:
                Issue.record("\(question.id) is neither true/false nor a choice")
            }
            checked += 1
        }
        #expect(checked >= 40)
    }

    /// A call UIKit usually but not always makes (the layout pass after the background
    /// snapshots, a second pass on rotation) is never what a version question grades: check accepts a log without
    /// it (twenty-ninth review W2).
    @Test func noVersionQuestionGradesACallUIKitDoesNotAlwaysMake() throws {
        var asked = 0
        for seed in 0..<40 as Range<UInt64> {
            for rule in [VersionRule.darkMode, .sizeTransitionCallbacks] {
                guard let question = try? question(about: rule, seed: seed) else { continue }
                asked += 1
                #expect(question.details.allSatisfy { !$0.rule.isUsualNotCertain }, "\(question.id): \(question.details.map(\.label))")
            }
        }
        #expect(asked > 0)
    }

    /// A difference another version rule makes at the same version is not taught as this one's:
    /// iOS 5 has no updateViewConstraints because it has no Auto Layout, not because transitions
    /// stopped relaying out constraints (which they do only up to iOS 10).
    @Test func aDifferenceAnotherVersionRuleMakesIsNotThisRulesQuestion() throws {
        for seed in 0..<30 as Range<UInt64> {
            let question = try question(about: .transitionsRelayOutConstraints, seed: seed)
            #expect(question.card.id == "version:transitionsRelayOutConstraints")
            #expect(question.version.major >= 10, "\(question.id) asks iOS \(question.version.major)")
        }
    }

    /// The change is said once: where the callback's rule names the version (viewIsAppearing,
    /// "back-deployed to iOS 13"), the version rule's shorter words are left out, and where it does
    /// not (a transition's end, the constraint pass) they say it: "Auto Layout exists (iOS 6)" is
    /// what says why iOS 5 has none.
    @Test func aVersionChangeIsSaidOnce() throws {
        let autoLayout = RuleExplanations.embedded.words(for: VersionRule.autoLayout, in: .en).why
        for seed in 0..<6 as Range<UInt64> {
            let sayings = try question(about: .viewIsAppearing, seed: seed).reasons.filter { $0.text.contains("back-deployed to iOS 13") }
            #expect(sayings.count == 1, "\(sayings.map(\.text))")
            #expect(try question(about: .autoLayout, seed: seed).reasons.contains { $0.text == autoLayout })
        }
    }

    /// Version rules give many questions, not the sources' few version conflicts alone
    /// (twentieth review #14: two or three distinct questions).
    /// A conflict's question about a callback one version makes says the version change that
    /// brings it about: iOS 5's memory warning unloads the view that the pop loads again
    /// (twenty-seventh review W4), not only how a view loads.
    @Test func aConflictsCallbackMadeOnOneVersionIsExplainedByTheChangeBehindIt() throws {
        let question = try generator.question(for: QuestionID(kind: .versionChange, level: 1, topic: nil, version: 5,
                                                              source: "conflict.view-did-load-once", seed: 11,
                                                              content: generator.material.fingerprint))
        guard case .truth = question.key, question.details.first?.callback == .loadView else {
            Issue.record("not the loadView question: \(question.prompt)"); return
        }
        let unloading = RuleExplanations.embedded.words(for: VersionRule.offscreenViewsUnloadOnMemoryWarning, in: .en).why
        #expect(question.reasons.contains { $0.text == unloading }, "\(question.reasons.map(\.text))")
    }

    /// No drawn question rests on scrollPages: `pages(…)` scrolls where UIKit can and curls on
    /// iOS 5, so a difference across it is the script's, not a change in UIKit's callbacks.
    @Test func noDrawnQuestionRestsOnWhatAScriptMeans() throws {
        for seed in 0..<300 as Range<UInt64> {
            let question = try generator.question(seed: seed, request: .init(kinds: [.versionChange]))
            #expect(question.card.id != "version:scrollPages", "\(question.id)")
        }
    }

    @Test func versionQuestionsAreVaried() throws {
        var subjects: Set<String> = []
        for seed in 0..<40 as Range<UInt64> {
            let question = try generator.question(seed: seed, request: .init(kinds: [.versionChange]))
            subjects.insert(question.card.id + "\n" + question.prompt.prefix { $0 != "\n" })
        }
        #expect(subjects.count >= 15, "\(subjects.count) distinct questions")
    }

    /// A version rule's card is asked again when it is due, as any card is.
    @Test func aVersionRuleCardIsAskedAgain() throws {
        let question = try #require(try generator.question(forCard: "version:viewIsAppearing", seed: 3))
        #expect(question.card.id == "version:viewIsAppearing")
        #expect(question.kind == .versionChange)
    }

    /// A conflict's question asks about the callbacks its title names: "does the new
    /// controller's viewDidLoad come before…" offers viewDidLoad, not the loadView just before it.
    @Test func aConflictsQuestionOffersTheCallbacksItsTitleNames() throws {
        for seed in 0..<10 as Range<UInt64> {
            let question = try generator.question(for: QuestionID(kind: .versionChange, level: 1, topic: nil, version: IOSVersion.newest.major,
                                                                   source: "conflict.push-order", seed: seed, content: generator.material.fingerprint))
            #expect(question.items.contains("B viewDidLoad()"), "\(question.items)")
        }
    }

    /// `--ios N` asks what changed at N: every question is on N (twenty-first review #5: the
    /// same questions whatever --ios said).
    @Test func versionQuestionsAskAboutTheVersionAsked() throws {
        for major in [5, 9, 13] {
            let version = try #require(IOSVersion(major))
            for seed in 0..<10 as Range<UInt64> {
                let question = try generator.question(seed: seed, request: .init(kinds: [.versionChange], version: version))
                #expect(question.version == version, "\(question.id) asks iOS \(question.version.major)")
            }
        }
    }

    /// A session asks one change once, whichever scenarios show it (twenty-first review #6:
    /// viewIsAppearing three times in five questions).
    @Test func aSessionAsksAboutEachChangeOnce() throws {
        var asked: Set<String> = []
        var cards: [String] = []
        for seed in 0..<8 as Range<UInt64> {
            guard let question = try generator.question(seed: 1000 + seed, request: .init(kinds: [.versionChange]), avoiding: asked) else { break }
            asked.formUnion(question.subjects)
            cards.append(question.card.id)
        }
        #expect(cards.count >= 5)
        #expect(Set(cards).count == cards.count, "\(cards)")
    }
}
