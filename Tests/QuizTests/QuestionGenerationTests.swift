import KnowledgeBase
import LifecycleEngine
@testable import Quiz
import Testing

@Suite struct QuestionGenerationTests {
    @Test func aQuestionIdRoundTrips() throws {
        let id = QuestionID(kind: .ordering, level: 2, topic: "navigation", version: 12, source: "scenario.push-and-pop",
                            seed: 48213, content: "1a2b3c4d")
        #expect(QuestionID(id.description) == id)
        #expect(id.description == "order:2:navigation:12:scenario.push-and-pop:48213@1a2b3c")
        #expect(QuestionID("order:2:navigation") == nil)
        #expect(QuestionID("order:7:-:12:-:1@abc") == nil)
    }

    /// A study card for a level is one question, whatever session asks it: its schedule tracks
    /// what the learner answered before, and it is never a curated scenario (a card of its own).
    @Test(arguments: ["order:level2:navigation", "order:level3:app", "order:level1:loading"])
    func aLevelCardAsksTheSameGeneratedQuestionEveryTime(_ card: String) throws {
        let generator = try TestMaterial.generator()
        let questions = try [1, 2, 77].map { try #require(try generator.question(forCard: card, seed: $0)) }
        #expect(Set(questions.map(\.id.description)).count == 1)
        #expect(questions.allSatisfy { $0.id.source == nil })
    }

    /// A generated question is titled in words from the steps it asks about, in the reader's
    /// language, typeset as that language is: 「push B，然后 A 的视图重新布局」, no 「然后A」 or 「呈现 装着」.
    @Test(arguments: [Language.zh, .en])
    func generatedQuestionsAreTitledFromTheirAskedSteps(_ language: Language) throws {
        let generator = try TestMaterial.generator(language)
        for topic in ScenarioTopic.allCases {
            for seed in 0..<12 as Range<UInt64> {
                let question = try generator.question(seed: seed, request: .init(kinds: [.ordering], topic: topic, generatedOnly: true))
                let line = try #require(question.prompt.split(separator: "\n").dropFirst().first.map(String.init))
                let title = try #require(line.split(separator: language == .zh ? "：" : ": ", maxSplits: 1).dropFirst().first, "\(question.id): \(line)")
                #expect(title.firstMatch(of: /\p{Han}[A-Za-z0-9]|[A-Za-z0-9]\p{Han}|\p{Han} \p{Han}/) == nil, "\(question.id): \(title)")
                if language == .en { #expect(title.first?.isUppercase == true, "\(question.id): \(title)") }
            }
        }
    }

    /// A curated scenario written for one version ("A push on iOS 9") is asked on that version:
    /// --ios 12 draws no such scenario, and a study card for it keeps its own version.
    @Test func aScenarioWrittenForOneVersionIsAskedOnThatVersion() throws {
        let generator = try TestMaterial.generator()
        let material = try TestMaterial.material()
        for seed in 0..<60 as Range<UInt64> {
            let question = try generator.question(seed: seed, request: .init(kinds: [.ordering], level: 3, version: IOSVersion(12)!))
            let script = question.id.source.flatMap { source in material.scenarios.first { $0.id == source }?.script } ?? ""
            #expect(question.version.major == 12 && (!script.hasPrefix("ios ") || script.hasPrefix("ios 12;")), "\(question.id)")
        }
        let pinned = try #require(material.scenarios.first { $0.script.hasPrefix("ios 9;") })
        let question = try #require(try generator.question(forCard: "order:\(pinned.id)", seed: 1, version: IOSVersion(12)!))
        #expect(question.version.major == 9)
    }

    @Test func anIdWithoutItsFingerprintIsDrawnFromTheContentAtHand() throws {
        let generator = try TestMaterial.generator()
        let question = try generator.question(seed: 5)
        let typed = try #require(QuestionID(String(question.id.description.prefix { $0 != "@" })))
        #expect(try generator.question(for: typed).items == question.items)
    }

    @Test func anIdRegeneratesTheSameQuestion() throws {
        let generator = try TestMaterial.generator()
        for seed in 0..<150 as Range<UInt64> {
            let question = try generator.question(seed: seed)
            let again = try generator.question(for: question.id)
            #expect(again.items == question.items && again.key == question.key && again.prompt == question.prompt, "\(question.id)")
        }
    }

    /// The ordering questions of the first seeds, among which a test looks for the kind it is about.
    private func orderingQuestions(seeds: Int, topic: ScenarioTopic? = nil) throws -> [Question] {
        let generator = try TestMaterial.generator()
        return try (0..<UInt64(seeds)).map { try generator.question(seed: $0, request: .init(kinds: [.ordering], topic: topic)) }
    }

    /// A callback that comes again later (a child's didMove) is asked where it first happens,
    /// and the reasons say so, with why the later one comes.
    @Test func aRepeatedCallbackSaysWhichCallCounts() throws {
        let asked = try orderingQuestions(seeds: 200, topic: .containment).filter {
            $0.scenario?.hasSuffix("launch A; addChild B to A") == true && $0.items.contains("B didMove(toParent:)")
        }
        #expect(!asked.isEmpty)
        for question in asked {
            #expect(question.reasons.contains { $0.text.hasPrefix("B didMove(toParent:) comes 2 times in these steps") }, "\(question.reasons)")
        }
    }

    /// When another rule makes the first call than the next (a silent push wakes the app, then a
    /// tap brings it back), the reasons explain the first too: it is the one the answer is scored on.
    @Test func aRepeatedCallbackMadeByAnotherRuleFirstExplainsTheFirst() throws {
        let wakes = Phrasing(language: .en).rule(.silentNotificationWakesTheApp)
        let asked = try orderingQuestions(seeds: 300, topic: .app).filter {
            $0.scenario?.contains("receive notification silent; open notification") == true
        }
        #expect(!asked.isEmpty)
        for question in asked {
            #expect(question.reasons.contains { $0.text.contains("The first: \(wakes) The second call: ") }, "\(question.reasons)")
        }
    }

    /// A callback that comes three times is told of its later calls as such, each of their
    /// reasons once (a pull-down's extra pair, then going to the background).
    @Test func aCallbackComingThreeTimesExplainsItsLaterCalls() throws {
        let reasons = try orderingQuestions(seeds: 300, topic: .app).flatMap(\.reasons).filter { $0.text.contains(" comes 3 times in these steps") }
        #expect(!reasons.isEmpty)
        for reason in reasons {
            #expect(reason.text.contains(" The later calls: ") && !reason.text.contains(" The second call: "), "\(reason.text)")
        }
    }

    /// A title that says the scenario runs on a version ("…, on iOS 11") is not preceded by the
    /// version again.
    @Test func aTitleThatGivesTheVersionIsNotPrecededByIt() throws {
        let lines = try orderingQuestions(seeds: 300).compactMap { question in
            question.prompt.split(separator: "\n").first { $0.hasPrefix("Scenario (") && $0.contains("on iOS \(question.version.major)") }
        }
        #expect(!lines.isEmpty)
        for line in lines {
            #expect(line.hasPrefix("Scenario (iPhone): ") || line.hasPrefix("Scenario (iPad): "), "\(line)")
        }
    }

    @Test(arguments: 1...3)
    func orderingAnswerKeysFollowTheEngine(_ level: Int) throws {
        let generator = try TestMaterial.generator()
        for seed in 0..<60 as Range<UInt64> {
            let question = try generator.question(seed: seed, request: .init(kinds: [.ordering], level: level))
            guard case .order(let key) = question.key else { Issue.record("not an ordering key"); return }
            #expect((4...8).contains(question.items.count))
            #expect(Set(question.items).count == question.items.count, "items name distinct callbacks")
            let trace = try LifecycleSimulator.run(script: question.scenario!, on: question.version)
            // Items name events of the asked steps; the setup may have the same callbacks.
            let labels = trace.events.map { $0.step >= question.askedFromStep ? "\(trace.object(of: $0).name) \($0.swiftName)" : "" }
            let positions = key.map { labels.firstIndex(of: question.items[$0])! }
            #expect(positions == positions.sorted(), "\(question.id): the key follows the trace")
            for (offset, first) in positions.enumerated() {
                for second in positions[(offset + 1)...] {
                    #expect(trace.orderIsFixed(first, second), "\(question.id): UIKit fixes every pair asked about")
                }
            }
            #expect(key != Array(key.indices), "the items are shown shuffled")
        }
    }

    @Test func theSameSeedGivesTheSameQuestions() throws {
        let generator = try TestMaterial.generator()
        let first = try (0..<5 as Range<UInt64>).map { try generator.question(seed: $0).id }
        let second = try (0..<5 as Range<UInt64>).map { try generator.question(seed: $0).id }
        #expect(first == second)
    }

    @Test(arguments: QuestionKind.allCases)
    func everyKindCanBeAskedAndAnsweredRight(_ kind: QuestionKind) throws {
        let generator = try TestMaterial.generator()
        let grader = Grader(material: try TestMaterial.material())
        for seed in 0..<20 as Range<UInt64> {
            let question = try generator.question(seed: seed, request: .init(kinds: [kind]))
            #expect(question.kind == kind)
            guard case .graded(let grade) = grader.grade(question, answer: TestMaterial.rightAnswer(to: question)) else {
                Issue.record("the right answer to \(question.id) could not be read")
                return
            }
            #expect(grade.correct && grade.score == 1, "\(question.id)")
        }
    }

    @Test func aTopicAndVersionNarrowTheDraw() throws {
        let question = try TestMaterial.generator().question(
            seed: 4, request: .init(kinds: [.ordering], level: 3, topic: .tabs, version: IOSVersion(9)))
        #expect(question.version == IOSVersion(9))
        #expect(question.scenario?.contains("tabs(") == true)
    }

    @Test func chineseQuestionsAreWorded() throws {
        let question = try TestMaterial.generator(.zh).question(seed: 1, request: .init(kinds: [.ordering]))
        #expect(question.prompt.contains("按发生的先后"))
    }

    @Test func anIdFromOtherContentIsRefused() throws {
        let question = try TestMaterial.generator().question(seed: 2)
        let stale = QuestionID(kind: question.id.kind, level: question.id.level, topic: question.id.topic,
                               version: question.id.version, source: question.id.source, seed: question.id.seed, content: "ffffff")
        #expect(throws: QuizError.contentChanged(id: stale.description)) {
            try TestMaterial.generator().question(for: stale)
        }
    }

    @Test func snippetQuestionsHideTheFixAndTheComments() {
        let snippet = """
            override func loadView() {
                view.backgroundColor = .white   // view is nil: loadView runs again
            }

            // Fixed
            override func loadView() { view = UIView() }
            """
        #expect(QuizSnippet.mistakeOnly(snippet) == "override func loadView() {\n    view.backgroundColor = .white\n}")
    }

    @Test func snippetQuestionsStopWhereAnUnmarkedFixBegins() {
        let snippet = """
            let player = PlayerViewController()
            view.addSubview(player.view)   // no addChild

            // Complete version
            addChild(player)
            """
        #expect(QuizSnippet.mistakeOnly(snippet) == "let player = PlayerViewController()\nview.addSubview(player.view)")
        let noteBetweenLines = "let player = PlayerViewController()\n// no addChild: nothing retains player\nview.addSubview(player.view)"
        #expect(QuizSnippet.mistakeOnly(noteBetweenLines) == "let player = PlayerViewController()\nview.addSubview(player.view)", "a note between lines of the mistake is not a fix")
        let indentedNote = "override func awakeFromNib() {\n    // super.awakeFromNib() missing\n    setUp()\n}"
        #expect(QuizSnippet.mistakeOnly(indentedNote) == "override func awakeFromNib() {\n    setUp()\n}", "a note inside the code is not a fix")
    }

    @Test func everyCallbackTheEngineEmitsIsAMethodOfTheKnowledgeBase() throws {
        let known = Set(try TestMaterial.material().methods.map(\.id))
        let unknown = Callback.allCases.map(\.methodID).filter { !known.contains($0) }
        #expect(unknown.isEmpty, "the engine emits callbacks the knowledge base does not know: \(unknown)")
    }
}
