import LifecycleEngine
@testable import Quiz
import Testing

/// Every combination of the quiz's filters gives a question, or says which filters would: a
/// filter that leaves nothing is the user's input to change, never a failure.
@Suite struct QuizFilterTests {
    /// The kinds `--kind` offers: all, ordering, knowledge, and each knowledge kind alone.
    static let kindChoices: [[QuestionKind]] = [[], [.ordering], QuestionKind.knowledge] + QuestionKind.knowledge.map { [$0] }
    static let levels: [Int?] = [nil, 1, 2, 3]
    static let topics: [ScenarioTopic?] = [nil] + ScenarioTopic.allCases
    /// The oldest and newest versions and those where the most changed: every version would
    /// take minutes, and the others change nothing the filters depend on.
    static let versions: [IOSVersion?] = [nil, IOSVersion(5), IOSVersion(9), IOSVersion(13), .newest]

    @Test func everyFilterCombinationGivesAQuestionOrNamesWhatCanBeAsked() throws {
        let generator = try TestMaterial.generator()
        var empty = 0
        for kinds in Self.kindChoices {
            for level in Self.levels {
                for topic in Self.topics {
                    for version in Self.versions {
                        let request = QuestionGenerator.Request(kinds: kinds, level: level, topic: topic, version: version)
                        do {
                            _ = try generator.question(seed: 7, request: request)
                        } catch QuizError.nothingFits(let filters, let askable) {
                            empty += 1
                            #expect(filters == request.filterDescription)
                            #expect(askable?.values.isEmpty == false, "\(filters): \(String(describing: askable))")
                        } catch {
                            Issue.record("\(request.filterDescription): \(error)")
                        }
                    }
                }
            }
        }
        print("filter combinations with nothing to ask: \(empty)")
    }

    /// A version question drawn for a topic is about a disagreement on that topic's methods, or
    /// a version rule shown by a curated scenario of that topic: `--topic tabs` never gets the
    /// iOS 5 memory-warning one.
    @Test func versionQuestionsStayInTheirTopic() throws {
        let generator = try TestMaterial.generator()
        let scenarioTopics = Dictionary(generator.material.scenarios.map { ($0.script, $0.topic) }, uniquingKeysWith: { first, _ in first })
        for topic in [ScenarioTopic.navigation, .tabs] {
            for seed in 0..<20 as Range<UInt64> {
                let question = try generator.question(seed: seed, request: .init(kinds: [.versionChange], topic: topic))
                if question.card.id.hasPrefix("version:") {
                    #expect(scenarioTopics[question.scenario ?? ""] == topic.rawValue, "\(question.id): \(question.scenario ?? "")")
                } else {
                    #expect(topic == .navigation && question.card.id == "conflict:conflict.push-order", "\(question.card.id)")
                }
            }
        }
    }

    @Test func aKindThatCannotBeAskedNamesTheKindsThatCan() throws {
        let generator = try TestMaterial.generator()
        // No callback about rotation is called once; a version rule changes rotation (iOS 8).
        let request = QuestionGenerator.Request(kinds: [.calledOnce], level: 1, topic: .rotation, version: .newest)
        #expect {
            try generator.question(seed: 1, request: request)
        } throws: { error in
            guard case QuizError.nothingFits(let filters, let askable) = error else { return false }
            return filters == "--kind once --level 1 --topic rotation --ios 18"
                && askable == FilterAlternative(option: "--kind", values: ["ordering", "snippet", "truth", "missing", "version"])
        }
    }
}
