import KnowledgeBase
import LifecycleEngine
import SeededRandom
@testable import Quiz
import Testing

/// Every question is about what it says: its items come from the steps it names, its scenario
/// does what its topic says, and a session does not ask the same thing twice.
@Suite struct AskedStepsTests {
    let generator: QuestionGenerator

    init() throws {
        generator = try TestMaterial.generator()
    }

    @Test(arguments: 1...3)
    func orderingItemsComeFromTheTitledStep(_ level: Int) throws {
        for seed in 0..<80 as Range<UInt64> {
            let question = try generator.question(seed: seed, request: .init(kinds: [.ordering], level: level))
            let scenario = try ScenarioParser.parse(try #require(question.scenario))
            if scenario.steps.count > 1 {
                #expect(question.askedFromStep > 1, "\(question.id): the launch only sets the scene")
            }
            // Code written inside callbacks is named apart from the steps it runs in.
            let asked = scenario.steps[Int(question.askedFromStep - 1)...].filter { !$0.action.isCodeInCallback }
            #expect(question.prompt.contains(asked.map(\.text).joined(separator: "; ")), "\(question.id): the prompt names the asked steps")
            let code = scenario.steps.filter(\.action.isCodeInCallback).map(\.text).joined(separator: "; ")
            #expect(code.isEmpty || question.prompt.contains(code), "\(question.id): the prompt names the code in callbacks")
            #expect(question.details.allSatisfy { $0.step >= question.askedFromStep }, "\(question.id)")
        }
    }

    /// A call UIKit usually but not always makes (the layout pass after the background snapshots,
    /// a second launch pass) is not graded: a log without it is as right as one with it.
    @Test(arguments: 1...3)
    func noItemIsACallUIKitDoesNotAlwaysMake(_ level: Int) throws {
        for seed in 0..<60 as Range<UInt64> {
            let question = try generator.question(seed: seed, request: .init(kinds: [.ordering, .whichFirst], level: level))
            #expect(question.details.allSatisfy { !$0.rule.isUsualNotCertain }, "\(question.id): \(question.items)")
        }
        let background = try #require(try generator.question(forCard: "order:scenario.launch-with-scenes", seed: 3))
        #expect(!background.details.contains { $0.rule == .snapshotsRedraw }, "\(background.items)")
    }

    @Test(arguments: 0..<20 as Range<UInt64>)
    func aLoadingQuestionAsksAboutLoadingTheView(_ seed: UInt64) throws {
        let question = try #require(try generator.question(forCard: "order:scenario.launch-single-controller", seed: seed))
        let methods = question.details.map(\.callback.methodID)
        #expect(methods.contains("UIViewController.loadView()") && methods.contains("UIViewController.viewDidLoad()"),
                "\(question.items)")
    }

    @Test func aRotationQuestionAsksAboutTheRotation() throws {
        let question = try #require(try generator.question(forCard: "order:scenario.rotate-controller", seed: 11))
        #expect(question.details.allSatisfy { $0.stepText == "rotate" }, "\(question.items)")
    }

    @Test(arguments: ScenarioTopic.allCases)
    func topicFilterDrawsOnlyScenariosWithThatTopicsActions(_ topic: ScenarioTopic) throws {
        for kind in [QuestionKind.ordering, .whichFirst, .missingCallback] {
            for seed in 0..<25 as Range<UInt64> {
                guard let question = try? generator.question(seed: seed, request: .init(kinds: [kind], topic: topic)) else { continue }
                let scenario = try ScenarioParser.parse(try #require(question.scenario))
                let askedSteps = scenario.steps[Int(question.askedFromStep - 1)...]
                #expect(askedSteps.contains { $0.action.topics.contains(topic) }, "\(question.id): \(question.scenario!)")
            }
        }
    }

    @Test func everyCuratedScenarioAsksAboutItsTopic() throws {
        for curated in try TestMaterial.material().scenarios {
            let question = try #require(try generator.question(forCard: "order:\(curated.id)", seed: 1), "\(curated.id)")
            let scenario = try ScenarioParser.parse(curated.script)
            let topic = try #require(ScenarioTopic(rawValue: curated.topic))
            #expect(scenario.steps[Int(question.askedFromStep - 1)...].contains { $0.action.topics.contains(topic) }, "\(curated.id)")
        }
    }

    /// A knowledge question drawn for a topic is about that topic, or none is drawn: `--topic
    /// navigation` never asks which app delegate method is called once.
    @Test(arguments: [QuestionKind.snippet, .calledOnce, .trueOrFalse])
    func knowledgeQuestionsHonourTheTopic(_ kind: QuestionKind) throws {
        for topic in ScenarioTopic.allCases {
            for seed in 0..<10 as Range<UInt64> {
                guard let question = try? generator.question(seed: seed, request: .init(kinds: [kind], topic: topic)) else { continue }
                #expect(topic.knowledgeTopics.contains(question.card.topic), "\(question.id): \(question.card.topic)")
            }
        }
    }

    /// Two scripts that ask the same callbacks in the same true order (a launch from a storyboard
    /// and one in code, each then turned) are one question: a session asks it once. (Memory
    /// warnings have too few scenarios for eight questions that all differ.)
    @Test func noSessionAsksTheSameOrderingTwice() throws {
        for topic in ScenarioTopic.allCases where topic != .memory {
            for base in 0..<4 as Range<UInt64> {
                var asked: Set<String> = []
                var orderings: Set<String> = []
                for index in 0..<8 as Range<UInt64> {
                    let request = QuestionGenerator.Request(kinds: [.ordering], topic: topic)
                    guard let question = try? generator.question(seed: base &* 1000 &+ index, request: request, avoiding: asked),
                          question.subjects.count == 2 else { continue }
                    #expect(orderings.insert(question.subjects[1]).inserted, "\(question.id) asks an earlier ordering again")
                    asked.formUnion(question.subjects)
                }
            }
        }
    }

    @Test func noQuestionRepeatsInASession() throws {
        for base in 0..<6 as Range<UInt64> {
            var asked: Set<String> = []
            for index in 0..<10 as Range<UInt64> {
                let request: QuestionGenerator.Request = base.isMultiple(of: 2) ? .init(level: 1) : .init(level: 3, topic: .app)
                let question = try #require(try generator.question(seed: base &* 1000 &+ index, request: request, avoiding: asked),
                                            "a session of ten questions runs out")
                #expect(!question.subjects.contains(where: asked.contains), "\(question.id) repeats an earlier question")
                asked.formUnion(question.subjects)
            }
        }
    }

    /// Two scripts that ask which of the same two callbacks comes first, with the same answer (a
    /// memory warning after a launch in code and one from a storyboard), are one question
    /// (twentieth review #10).
    @Test func noSessionAsksTheSameChoiceTwice() throws {
        for base in 0..<20 as Range<UInt64> {
            var asked: Set<String> = []
            var choices: Set<String> = []
            for index in 0..<8 as Range<UInt64> {
                var seeds = SplitMix64(seed: base &* 1000 &+ index)
                guard let question = try generator.question(seed: seeds.next() >> 1, request: .init(kinds: [.whichFirst]), avoiding: asked)
                else { break }
                guard case .choice(let answer) = question.key else { continue }
                #expect(choices.insert(question.items[answer] + "|" + question.items.sorted().joined(separator: "|")).inserted,
                        "\(question.id) asks an earlier choice again")
                asked.formUnion(question.subjects)
            }
        }
    }
}
