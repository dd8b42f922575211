import Foundation
import KnowledgeBase
import LifecycleEngine
@testable import Quiz
import Testing

/// Questions worth asking: keys that agree with the knowledge base, one gap where a question
/// says one, whole identifiers blanked, no source jargon on screen.
@Suite struct QuestionQualityTests {
    let material: QuizMaterial

    init() throws {
        material = try TestMaterial.material()
    }

    @Test func trueFalseKeysAgreeWithTheirFactsAndConflicts() throws {
        let generator = try TestMaterial.generator()
        let phrasing = Phrasing(language: .en)
        for seed in 0..<300 as Range<UInt64> {
            let question = try generator.question(seed: seed, request: .init(kinds: [.trueOrFalse]))
            guard case .truth(let key) = question.key else { Issue.record("not a truth key"); continue }
            let method = try #require(material.method(question.card.methods[0]))
            let name = material.label(of: method)
            let statement = String(question.prompt.dropFirst(phrasing.statement("").count))
            switch statement {
            case phrasing.calledAtMostOnce(name, perViewLoad: Callback.methodIDsRepeatedWhenTheViewReloads.contains(method.id)):
                #expect(!material.isDisputed(method.id), "\(question.id): the sources disagree on \(method.id)")
                #expect(key == (method.frequency == "once" || method.frequency == "at-most-once"), "\(question.id)")
            case phrasing.calledMoreThanOnce(name):
                #expect(!material.isDisputed(method.id), "\(question.id): the sources disagree on \(method.id)")
                #expect(key && method.frequency == "many", "\(question.id): asked only where true")
            case phrasing.calledDirectly(name):
                #expect(!key && Callback.methodIDsRunByTheRuntime.contains(method.id), "\(question.id): only deinit is asked so, and no code may call it")
            case phrasing.overrideCallsSuper(name):
                #expect(!material.isDisputed(method.id), "\(question.id): the sources disagree on \(method.id)")
                #expect(key == (method.superRule != "never"), "\(question.id)")
            default:
                #expect(key == (method.deprecated.map { statement == phrasing.deprecated(name, since: $0) } ?? false), "\(question.id): \(statement)")
            }
        }
    }

    /// "Which does UIKit call only once": deinit is the runtime's, so never an option, and each
    /// option's reason says first how often it is called.
    @Test func onceQuestionsLeaveOutDeinitAndSayHowOften() throws {
        let generator = try TestMaterial.generator()
        let phrasing = Phrasing(language: .en)
        for seed in 0..<80 as Range<UInt64> {
            let question = try generator.question(seed: seed, request: .init(kinds: [.calledOnce]))
            #expect(!question.items.contains { $0.hasPrefix("deinit") }, "\(question.id): \(question.items)")
            for (item, reason) in zip(question.items, question.reasons) {
                let often = [phrasing.frequency(item, "many", perViewLoad: false), phrasing.frequency(item, "once", perViewLoad: false),
                             phrasing.frequency(item, "once", perViewLoad: true)]
                #expect(often.contains { reason.text.hasPrefix("\(item): \($0)") }, "\(question.id): \(reason.text)")
            }
        }
    }

    /// A "which is called only once" question offers only callbacks UIKit makes on its version:
    /// viewWillUnload, which it stopped calling after iOS 5, is no option on iOS 18 (nineteenth
    /// review W4).
    @Test func onceQuestionsOfferOnlyCallbacksTheVersionMakes() throws {
        let generator = try TestMaterial.generator()
        for seed in 0..<80 as Range<UInt64> {
            let question = try generator.question(seed: seed, request: .init(kinds: [.calledOnce]))
            for method in question.card.methods + question.items.compactMap({ item in material.methods.first { material.label(of: $0) == item }?.id }) {
                let callback = Callback.allCases.first { $0.methodID == method }
                #expect(callback?.versionRule?.holds(on: question.version) ?? true, "\(question.id): \(method) on \(question.version)")
            }
        }
    }

    /// "An override of X should call super": the Why says what the rule for super is, and a
    /// method of a concept (NibLoading) is not named as if the concept were a class.
    @Test func superStatementsExplainTheRuleAndNameNoConceptAsAClass() throws {
        let generator = try TestMaterial.generator()
        var asked = 0
        for seed in 0..<300 as Range<UInt64> {
            let question = try generator.question(seed: seed, request: .init(kinds: [.trueOrFalse]))
            #expect(!question.prompt.contains("(NibLoading)"), "\(question.id): \(question.prompt)")
            guard question.prompt.contains("call super") else { continue }
            asked += 1
            #expect(question.reasons.first?.text.contains("super") == true, "\(question.id): \(question.reasons.map(\.text))")
        }
        #expect(asked > 0)
    }

    @Test func viewDidLoadIsNeverKeyedAsCalledOnlyOncePerLife() throws {
        let generator = try TestMaterial.generator()
        for seed in 0..<200 as Range<UInt64> {
            let question = try generator.question(seed: seed, request: .init(kinds: [.trueOrFalse], topic: .loading))
            #expect(!(question.card.methods == ["UIViewController.viewDidLoad()"] && question.prompt.contains("many times")), "\(question.id)")
        }
    }

    @Test func missingQuestionsLeaveOutExactlyOneCallback() throws {
        let generator = try TestMaterial.generator()
        for seed in 0..<120 as Range<UInt64> {
            let question = try generator.question(seed: seed, request: .init(kinds: [.missingCallback]))
            guard case .callback(let missing) = question.key else { Issue.record("not a callback key"); continue }
            let detail = try #require(question.details.first), object = detail.object
            let scenario = try ScenarioParser.parse(try #require(question.scenario))
            let trace = try LifecycleSimulator.run(scenario, on: question.version)
            let isAskable = TraceReading.askable(in: scenario, from: question.askedFromStep)
            let sequence = trace.events.filter {
                $0.step >= question.askedFromStep && trace.object(of: $0).name == object && isAskable($0.callback)
            }.map { TraceReading.label(of: $0, in: trace) }
            #expect(question.items.filter { $0 == Question.gap }.count == 1)
            let gap = try #require(question.items.firstIndex(of: Question.gap))
            var filled = question.items
            filled[gap] = TraceReading.label(object: object, callback: missing, passingNil: detail.passesNil)
            #expect(filled == sequence, "\(question.id): every other callback of \(object) is shown")
            #expect(sequence.filter { $0 == filled[gap] }.count == 1, "\(question.id): the missing one is named once")
        }
    }

    /// A container the engine names (`Nav`, `Nav2`) is introduced only above a question that
    /// shows it: "Nav is the UINavigationController that launch nav(A) makes" above a question
    /// about B alone reads as a clue that is not there (twenty-second review C).
    @Test func aContainerIsIntroducedOnlyWhereTheQuestionShowsIt() throws {
        let generator = try TestMaterial.generator()
        var introduced = 0
        for seed in 0..<120 as Range<UInt64> {
            let question = try generator.question(seed: seed, request: .init(kinds: [.ordering, .whichFirst, .missingCallback]))
            for line in question.prompt.split(separator: "\n") where line.contains(" is the UI") {
                let name = String(line.prefix { $0 != " " })
                #expect(question.items.contains { $0.hasPrefix(name + " ") }, "\(question.id): \(line)")
                introduced += 1
            }
        }
        #expect(introduced > 0)
    }

    /// Searched as bytes: a neighbour outside ASCII (a Chinese character or punctuation) is a
    /// boundary, an ASCII letter, digit or underscore is not.
    @Test func wholeIdentifierSearchTreatsNonASCIINeighboursAsBoundaries() {
        #expect(FactPrompt.containsWholeIdentifier("viewDidLoad", in: "先调用viewDidLoad。"))
        #expect(!FactPrompt.containsWholeIdentifier("viewDidLoad", in: "loadViewIfNeeded 与 viewDidLoad_2、viewDidLoadIfNeeded"))
        #expect(FactPrompt.replacingWholeIdentifier("view", in: "view，views，「view」", with: { "[\($0)]" }) == "[view]，views，「[view]」")
    }

    /// `application` is the sender of every app delegate method, a plain word in a sentence
    /// ("at the end of application launch"): never the blank that stands for one.
    @Test func aDelegateMethodsSenderIsNotItsName() throws {
        let method = try #require(material.method("UIApplicationDelegate.application(_:didFinishLaunchingWithOptions:)"))
        let text = LocalizedText(zh: "应用启动结束时（application launch）……", en: "expected at the end of application launch")
        #expect(FactPrompt.sharedName(of: [method], in: text) == nil)
        let named = LocalizedText(zh: "先调用 application(_:didFinishLaunchingWithOptions:)。", en: "application(_:didFinishLaunchingWithOptions:) runs first.")
        #expect(FactPrompt.sharedName(of: [method], in: named) == "application(_:didFinishLaunchingWithOptions:)")
    }

    @Test func clozeBlanksWholeIdentifiersOnly() throws {
        #expect(FactPrompt.blankingWholeIdentifier("init", in: "init(coder:) does not initialize; reinit") == "____(coder:) does not initialize; reinit")
        for card in try CardCatalog(material: material).cards() where card.kind == .fact {
            for front in [card.front.en, card.front.zh] {
                var rest = front[...]
                while let range = rest.range(of: FactPrompt.blank) {
                    let before = range.lowerBound > rest.startIndex ? rest[rest.index(before: range.lowerBound)] : " "
                    let after = range.upperBound < rest.endIndex ? rest[range.upperBound] : " "
                    #expect(!(before.isASCII && before.isLetter) && !(after.isASCII && after.isLetter), "\(card.id): \(front)")
                    rest = rest[range.upperBound...]
                }
            }
        }
    }

    @Test(arguments: [Language.en, .zh])
    func questionTextsCarryNoSourceJargon(_ language: Language) throws {
        let generator = try TestMaterial.generator(language)
        let grader = Grader(material: material)
        let jargon = #"(?i)\bseeds?\b|种子|\.txt|§|\bL\d+|lines? \d|\[0\d\d|\b(conflict|scenario|pitfall|fact)\.[a-z]"#
        for seed in 0..<200 as Range<UInt64> {
            let question = try generator.question(seed: seed)
            var texts = [question.prompt] + question.items + question.reasons.flatMap { [$0.text] + $0.sources }
            if case .graded(let grade) = grader.grade(question, answer: TestMaterial.wrongAnswer(to: question)) {
                texts += grade.explanations.flatMap { [$0.text] + $0.sources }
            }
            for text in texts {
                #expect(text.range(of: jargon, options: .regularExpression) == nil, "\(question.id): \(text)")
            }
        }
    }

    /// Items are callbacks UIKit makes or calls the app makes; every call the app makes is marked
    /// as the app's (the inits it calls in code too, as the diagram draws them from its lifeline),
    /// and one that is not asked (makeKeyAndVisible) appears only in an ordering.
    @Test(arguments: [1, 3])
    func orderingItemsAreCallbacksUIKitMakesOrMarkedAppCalls(level: Int) throws {
        let generator = try TestMaterial.generator()
        var appCalls = 0
        for seed in 0..<200 as Range<UInt64> {
            let question = try generator.question(seed: seed, request: .init(kinds: [.ordering, .whichFirst, .missingCallback], level: level))
            let landmarks = question.details.indices.filter {
                TraceReading.isLandmark(question.details[$0].callback, rule: question.details[$0].rule)
            }
            let marked = question.details.indices.filter { question.details[$0].callback.isCalledByTheApp(firedBy: question.details[$0].rule) }
            #expect(question.itemsTheAppCalls == marked, "\(question.id)")
            #expect(landmarks.isEmpty || question.kind == .ordering, "\(question.id): \(question.items)")
            #expect(question.details.indices.allSatisfy { landmarks.contains($0) || TraceReading.isAskable(question.details[$0].callback) },
                    "\(question.id): \(question.items)")
            appCalls += landmarks.count
        }
        if level == 1 { #expect(appCalls > 0, "launch orderings show makeKeyAndVisible as a landmark") }
    }

    /// A main storyboard's window is made key and visible by UIKit, not by the app's code: a
    /// storyboard launch never marks it as the app's call.
    @Test func aMainStoryboardsWindowIsNotMarkedAsTheAppsCall() throws {
        let trace = try LifecycleSimulator.run(script: "launch A(storyboard)")
        let shown = try #require(trace.events.first { $0.callback == .makeKeyAndVisible })
        #expect(!shown.callback.isCalledByTheApp(firedBy: shown.rule))
        let coded = try #require(try LifecycleSimulator.run(script: "launch A").events.first { $0.callback == .makeKeyAndVisible })
        #expect(coded.callback.isCalledByTheApp(firedBy: coded.rule))
    }

    /// A scenario that installs a delegate or an observer is about what it hears: its ordering
    /// questions always ask some of those callbacks.
    @Test func orderingsOfADelegateOrObserverScenarioAskWhatItHears() throws {
        let generator = try TestMaterial.generator()
        var asked = 0
        for seed in 0..<400 as Range<UInt64> {
            let question = try generator.question(seed: seed, request: .init(kinds: [.ordering]))
            guard question.card.id.contains("delegate") || question.card.id.contains("notifications") || question.card.id.contains("observer") else { continue }
            asked += 1
            #expect(question.details.contains { [.delegate, .notification].contains($0.callback.category) }, "\(question.id): \(question.items)")
        }
        #expect(asked > 0, "no ordering drew a delegate or observer scenario")
    }

    /// The options are what goes wrong (symptoms), never the pitfalls' titles, which name the mistake.
    /// A hint that rules out one of two options is the answer: two-option questions give none.
    @Test func noHintGivesAwayATwoOptionAnswer() throws {
        let generator = try TestMaterial.generator()
        for seed in 0..<40 as Range<UInt64> {
            let question = try generator.question(seed: seed, request: .init(kinds: [.whichFirst]))
            #expect(question.items.count == 2)
            #expect(question.hint(1) == nil, "\(question.id)")
        }
    }

    @Test func snippetOptionsAreSymptomsNotTitles() throws {
        let generator = try TestMaterial.generator()
        let titles = Set(material.pitfalls.map(\.title.en))
        for seed in 0..<40 as Range<UInt64> {
            let question = try generator.question(seed: seed, request: .init(kinds: [.snippet]))
            #expect(question.items.allSatisfy { !titles.contains($0) }, "\(question.id): \(question.items)")
        }
    }

    /// A wrong option is another mistake's symptom that the code cannot also show: none is about
    /// the answer's methods (a timer's retain cycle and a closure's both leave deinit unprinted);
    /// they come from the answer's topic first.
    @Test func snippetDistractorsShareNoMethodWithTheAnswerAndComeFromItsTopicFirst() throws {
        let generator = try TestMaterial.generator()
        for seed in 0..<60 as Range<UInt64> {
            let question = try generator.question(seed: seed, request: .init(kinds: [.snippet]))
            guard case .choice(let right) = question.key else { continue }
            let answer = try #require(material.pitfalls.first { "pitfall:\($0.id)" == question.card.id })
            let unrelated = material.pitfalls.filter { $0.id != answer.id && Set($0.methods).isDisjoint(with: answer.methods) }
            let wrong = question.items.indices.filter { $0 != right }.map { question.items[$0] }
            #expect(Set(wrong).isSubset(of: unrelated.map(\.symptom.en)), "\(question.id)")
            let topical = Set(unrelated.filter { $0.topic == answer.topic }.map(\.symptom.en))
            #expect(wrong.filter(topical.contains).count == min(3, topical.count), "\(question.id)")
        }
    }

    /// A learner who picks a wrong option is told whose symptom it is; the other wrong options are
    /// not explained to them.
    @Test func aWrongSnippetOptionNamesTheMistakeItBelongsTo() throws {
        let generator = try TestMaterial.generator()
        let grader = Grader(material: material)
        let question = try generator.question(seed: 3, request: .init(kinds: [.snippet]))
        guard case .choice(let right) = question.key else { Issue.record("not a choice"); return }
        let chosen = (right + 1) % question.items.count
        let owner = try #require(material.pitfalls.first { $0.symptom.en == question.items[chosen] })
        guard case .graded(let grade) = grader.grade(question, answer: "\(chosen + 1)") else { Issue.record("not graded"); return }
        let phrasing = Phrasing(language: .en)
        #expect(grade.explanations.contains { $0.text == phrasing.anotherMistake(owner.title.en) }, "\(grade.explanations)")
        #expect(grade.explanations.filter { $0.text.hasPrefix(phrasing.anotherMistake("").dropLast(1)) }.count == 1, "\(grade.explanations)")
    }
}
