import Foundation
import Study
import Testing
@testable import Quiz

/// The study session in-process, as Anki runs one: intervals on the ratings, learning steps
/// within the session, proposed ratings, undo, and teaching order.
@Suite struct StudyLoopTests {
    let clock = TestClock(Date(timeIntervalSince1970: 1_767_600_000))
    let utc = Calendar.utc

    func loop(_ store: ProgressStore, limit: Int = 1, newPerDay: Int = 20, topics: Set<String>? = ["view-loading"]) throws -> StudyLoop {
        try StudyLoop(store: store, material: try TestMaterial.material(), language: .en, clock: clock.session, calendar: utc,
                  options: .init(limit: limit, limits: DueLimits(newPerDay: newPerDay), topics: topics, seed: 7))
    }

    /// Fact cards of topic view-loading are flashcards; the scenario topic "loading" holds only orderings.
    @Test func ratingChoicesShowTheWaitEachWouldSchedule() throws {
        let store = try ProgressStore.inMemory()
        let learner = ScriptedInteraction([.input(.text("")), .input(.text("4"))])
        _ = try loop(store).run(with: learner)
        guard case .rating(let choices, let proposed) = learner.requests[1] else { Issue.record("no rating asked"); return }
        #expect(proposed == nil)
        let expected = Rating.allCases.map {
            Scheduler.standard.review(.new(due: clock.now), rating: $0, at: clock.now).due.timeIntervalSince(clock.now)
        }
        #expect(choices.map(\.interval) == expected)
        #expect(choices.prefix(3).map(\.interval) == [60, 330, 600])  // 1m, between 1m and 10m, 10m
    }

    @Test func againBringsTheCardBackInTheSessionUntilItGraduates() throws {
        let store = try ProgressStore.inMemory()
        let learner = ScriptedInteraction([.input(.text("")), .input(.text("1")),   // again: 1 minute
                                           .input(.text("")), .input(.text("3")),   // good: step 2, 10 minutes
                                           .input(.text("")), .input(.text("3"))])  // good: graduates
        let summary = try loop(store).run(with: learner)
        #expect(learner.flashcards.count == 3)
        #expect(Set(learner.flashcards.map(\.id)).count == 1)
        #expect(learner.recorded.map(\.againThisSession) == [true, true, false])
        #expect(learner.recorded.map(\.interval).prefix(2) == [60, 600])
        #expect(summary.ratings == [.again: 1, .good: 2])
        #expect(try store.card(learner.flashcards[0].id)?.schedule.state == .review)
        // One card, shown three times: "1 of 1", then "1 of 1 (back from earlier)" twice; the total counts cards.
        #expect(learner.positions == [SessionPosition(number: 1, total: 1), SessionPosition(number: 1, total: 1, again: true, done: 1),
                                      SessionPosition(number: 1, total: 1, again: true, done: 1)])
    }

    /// As in Anki, a card an earlier sitting rated Again comes back once its step is up, before
    /// the new cards of this sitting, not only when it is next started after the step. This
    /// sitting has not shown it: it is not marked as back (twenty-sixth review C).
    @Test func aCardAnEarlierSittingSentBackComesBackWhenItsStepIsUp() throws {
        let store = try ProgressStore.inMemory()
        let first = ScriptedInteraction([.input(.text("")), .input(.text("1"))])  // again: back in 1 minute; then Ctrl-D
        _ = try loop(store).run(with: first)
        let sentBack = try #require(first.flashcards.first).id
        clock.advance(10)
        let second = ScriptedInteraction([.input(.text("")), .wait(60), .input(.text("3")),  // a new card; meanwhile its step is up
                                          .input(.text("")), .input(.text("3"))], clock: clock)
        _ = try loop(store, limit: 3).run(with: second)
        #expect(second.flashcards.count >= 2)
        #expect(second.flashcards.first?.id != sentBack)
        #expect(second.flashcards.dropFirst().first?.id == sentBack)
        #expect(second.positions.dropFirst().first?.again == false)
    }

    @Test func aGradedQuestionProposesItsRatingAndEnterTakesIt() throws {
        let store = try ProgressStore.inMemory()
        let learner = ScriptedInteraction([.rightAnswer, .input(.text(""))])
        _ = try loop(store, topics: ["loading"]).run(with: learner)
        let question = try #require(learner.questions.first)
        guard case .rating(_, let proposed) = learner.requests[1] else { Issue.record("no rating asked"); return }
        #expect(proposed == .good)
        #expect(try store.history(of: question.card.id).map(\.rating) == [.good])
        // Good on a new card is a 10-minute learning step: the card comes back at once (learn ahead).
        #expect(learner.questions.map(\.card.id) == [question.card.id, question.card.id])
    }

    @Test func theLearnerCanOverrideTheProposedRating() throws {
        let store = try ProgressStore.inMemory()
        let learner = ScriptedInteraction([.rightAnswer, .input(.text("1")), .rightAnswer, .input(.text("easy"))])
        _ = try loop(store, topics: ["loading"]).run(with: learner)
        let question = try #require(learner.questions.first)
        #expect(try store.history(of: question.card.id).map(\.rating) == [.again, .easy])
    }

    /// An answer marked ✗ and rated Good all the same is counted, so learn can say its lesson
    /// goes by the ratings.
    @Test func aWrongAnswerRatedAsRecalledIsCounted() throws {
        let store = try ProgressStore.inMemory()
        let learner = ScriptedInteraction([.wrongAnswer, .input(.text("3"))])
        let summary = try loop(store, topics: ["loading"]).run(with: learner)
        #expect(summary.correct == 0 && summary.ratings[.good] == 1 && summary.wrongRatedRecalled == 1)
    }

    @Test func undoTakesBackTheLastRatingAndShowsThatCardAgain() throws {
        let store = try ProgressStore.inMemory()
        let learner = ScriptedInteraction([.input(.text("")), .input(.text("4")), .input(.undo),
                                           .input(.text("")), .input(.text("3"))])
        _ = try loop(store, limit: 2).run(with: learner)
        let first = try #require(learner.flashcards.first)
        // The undone card first, then the one that was on screen: the session goes on from there.
        #expect(learner.flashcards.map(\.id) == [first.id, learner.flashcards[1].id, first.id, learner.flashcards[1].id])
        #expect(learner.flashcards[1].id != first.id)
        #expect(try store.history(of: first.id).map(\.rating) == [.good])
        #expect(try store.history(of: learner.flashcards[1].id).isEmpty)
    }

    @Test func undoAtTheRatingPromptAsksTheSameCardAgainWithNothingSaved() throws {
        let store = try ProgressStore.inMemory()
        let learner = ScriptedInteraction([.rightAnswer, .input(.undo), .rightAnswer, .input(.text(""))])
        _ = try loop(store, topics: ["loading"]).run(with: learner)
        // Asked, taken back, asked again, then back for its 10-minute step.
        #expect(learner.questions.count == 3)
        #expect(Set(learner.questions.map(\.card.id)).count == 1)
        #expect(learner.count { if case .answerTakenBack = $0 { true } else { false } } == 1)
        #expect(try store.history(of: learner.questions[0].card.id).count == 1)
    }

    /// A flashcard has no typed answer to take back: undo with its answer shown takes back the
    /// rating saved before it, as Anki's undo does.
    @Test func undoOnARevealedFlashcardTakesBackTheLastRating() throws {
        let store = try ProgressStore.inMemory()
        let learner = ScriptedInteraction([.input(.text("")), .input(.text("4")), .input(.text("")), .input(.undo),
                                           .input(.text("")), .input(.text("3"))])
        _ = try loop(store, limit: 2).run(with: learner)
        let first = try #require(learner.flashcards.first)
        #expect(learner.flashcards.map(\.id) == [first.id, learner.flashcards[1].id, first.id, learner.flashcards[1].id])
        #expect(learner.count { if case .undone(recordRemoved: true) = $0 { true } else { false } } == 1)
        #expect(try store.history(of: first.id).map(\.rating) == [.good])
        #expect(try store.history(of: learner.flashcards[1].id).isEmpty)
    }

    @Test func newCardsStartWithOneControllersLaunchAndLoading() throws {
        let store = try ProgressStore.inMemory()
        let learner = ScriptedInteraction([.input(.skip), .input(.skip), .input(.skip)])
        _ = try loop(store, limit: 3, topics: nil).run(with: learner)
        let firstLesson = Set(TeachingOrder.lessons[0].topics)
        let shown = learner.questions.map(\.card.topic) + learner.flashcards.map(\.topic)
        #expect(shown.count == 3)
        #expect(shown.allSatisfy(firstLesson.contains))
    }

    /// One callback missed in an order and on a card is one of the weakest, not two (twenty-second
    /// review C: applicationDidBecomeActive(_:) twice), and a card about a method of two classes
    /// names it once, under neither (twenty-sixth review C: `awakeFromNib() (UIView)` after
    /// controller cards).
    @Test func aCallbackMissedInAnOrderAndOnACardIsWeakestOnce() throws {
        let material = try TestMaterial.material()
        let card = material.missed(in: nil, card: ["UIApplicationDelegate.applicationDidBecomeActive(_:)",
                                                   "UIViewController.awakeFromNib()", "UIView.awakeFromNib()"])
        #expect(card == ["applicationDidBecomeActive(_:)", "awakeFromNib()"])
        let outcomes = [["applicationDidBecomeActive(_:)", "viewDidLoad()"], card].enumerated().map {
            SessionOutcome(item: "\($0.offset)", grade: nil, rating: .again, methods: $0.element, entry: nil, skipped: false)
        }
        #expect(outcomes.summary(ending: .finished, forecast: nil).weakest == ["applicationDidBecomeActive(_:)", "awakeFromNib()", "viewDidLoad()"])
    }

    /// A fill-in missed counts against the method its blank hides, not every method its fact
    /// names (twenty-seventh review C: loadView() and viewDidAppear(_:) for a blanked init).
    @Test func aMissedFillInCountsAgainstTheMethodItHides() throws {
        let material = try TestMaterial.material()
        let cards = try CardCatalog(material: material).cards()
        let fillIns = cards.filter { !$0.blankedNames.isEmpty && Set($0.methods.compactMap { material.method($0)?.swiftName }).count > 1 }
        for card in fillIns {
            let asked = material.askedMethods(of: card)
            #expect(asked.allSatisfy { id in material.method(id).map { method in card.blankedNames.contains { $0.hasPrefix(String(method.swiftName.prefix { $0 != "(" })) } } ?? false },
                    "\(card.id): \(asked) for \(card.blankedNames)")
        }
        // Most fill-ins name methods besides the one they hide.
        #expect(fillIns.filter { material.askedMethods(of: $0).count < $0.methods.count }.count > fillIns.count / 2)
    }

    @Test func cardsAboutTheSameMethodAreSpacedApart() {
        let cards = [("a", ["init"]), ("b", ["init"]), ("c", ["init", "loadView"]), ("d", ["viewDidLoad"]), ("e", ["init"]), ("f", []), ("g", ["layout"])]
        let spaced = StudyLoop.spacedApart(cards, apart: 1) { $0.1 }.map(\.0)
        // b waits behind d, the first card about other methods; c and e have nothing to space them.
        #expect(spaced == ["a", "d", "b", "f", "c", "g", "e"])
        // Two apart: an init card waits for two cards about other methods.
        #expect(StudyLoop.spacedApart(cards) { $0.1 }.map(\.0) == ["a", "d", "f", "b", "g", "c", "e"])
    }

    /// init(nibName:bundle:) and init(coder:) cards are spaced as one name: both fill-ins ask for init.
    @Test func initsOfEveryKindCountAsOneName() {
        #expect(StudyLoop.baseName(ofMethodID: "UIViewController.init(nibName:bundle:)") == "init")
        #expect(StudyLoop.baseName(ofMethodID: "NibLoading.init(coder:)") == "init")
        #expect(StudyLoop.baseName(ofMethodID: "UIViewController.view") == "view")
    }

    @Test func withNoNewCardsLeftTodayNothingIsDueAndTheForecastSaysWhatWaits() throws {
        let store = try ProgressStore.inMemory()
        let learner = ScriptedInteraction([])
        _ = try loop(store, newPerDay: 0).run(with: learner)
        guard case .nothingDue(let forecast, let newHeldBack, _, _, _) = learner.events.first else { Issue.record("not told nothing is due"); return }
        #expect(forecast.dueNow == 0 && forecast.new > 0)
        #expect(newHeldBack > 0, "the limit holds back the topic's new cards")
        #expect(learner.requests.isEmpty)
    }

    @Test func aCardTheKnowledgeBaseNoLongerHasIsLeftUnrated() throws {
        let store = try ProgressStore.inMemory()
        try store.introduce([StudyCard(id: "fact:gone.card", kind: "fact", topic: "gone", methodIDs: [])], at: clock.now)
        let learner = ScriptedInteraction([])
        _ = try loop(store, topics: ["gone"]).run(with: learner)
        #expect(learner.count { if case .cardGone(id: "fact:gone.card") = $0 { true } else { false } } == 1)
        #expect(try store.history(of: "fact:gone.card").isEmpty)
    }

    @Test func endOfInputEndsTheSessionWithItsSummaryAndKeepsWhatWasRated() throws {
        let store = try ProgressStore.inMemory()
        let learner = ScriptedInteraction([.input(.text("")), .input(.text("3"))])
        let summary = try loop(store, limit: 3).run(with: learner)
        #expect(summary.ending == .endOfInput)
        #expect(summary.rated == 1)
        #expect(try store.history(of: learner.flashcards[0].id).count == 1)
    }
}
