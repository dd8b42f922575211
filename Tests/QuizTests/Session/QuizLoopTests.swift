import Foundation
import Study
import Testing
@testable import Quiz

/// The quiz session in-process: answers, controls, undo and the summary.
@Suite struct QuizLoopTests {
    let clock = TestClock(Date(timeIntervalSince1970: 1_767_600_000))
    let utc = Calendar.utc

    func loop(_ count: Int = 3, store: ProgressStore?, kind: QuestionKind = .ordering, seed: UInt64 = 100) throws -> QuizLoop {
        let generator = try TestMaterial.generator()
        return QuizLoop(count: count, grader: Grader(material: try TestMaterial.material()),
                        recorder: store.map { AnswerRecorder(store: $0, clock: clock.session) }, calendar: utc) { index in
            try generator.question(seed: seed + UInt64(index), request: .init(kinds: [kind], level: kind == .ordering ? 1 : nil))
        }
    }

    func reviews(in store: ProgressStore, of questions: [Question]) throws -> [ReviewLogEntry] {
        try Set(questions.map(\.card.id)).flatMap { try store.history(of: $0) }
    }

    @Test func rightAnswersAreGradedSavedAndSummarised() throws {
        let store = try ProgressStore.inMemory()
        let learner = ScriptedInteraction([.rightAnswer, .rightAnswer, .rightAnswer])
        let summary = try loop(store: store).run(with: learner)
        #expect(summary.ending == .finished)
        #expect(summary.graded == 3 && summary.correct == 3 && summary.averagePercent == 100)
        #expect(learner.positions == [1, 2, 3].map { SessionPosition(number: $0, total: 3) })
        #expect(try reviews(in: store, of: learner.questions).count == 3)
        #expect(summary.forecast?.new == 0)
    }

    /// Generated scenarios of one level and topic share a card: a second question on it in the
    /// same quiz is graded, and says it is not recorded, rather than review the card twice.
    @Test func aCardIsRecordedOncePerQuiz() throws {
        let store = try ProgressStore.inMemory()
        let generator = try TestMaterial.generator()
        let sameCard = QuizLoop(count: 3, grader: Grader(material: try TestMaterial.material()),
                                recorder: AnswerRecorder(store: store, clock: clock.session), calendar: utc) { _ in
            try generator.question(seed: 100, request: .init(kinds: [.ordering], level: 1))
        }
        // The first answer, taken back and given again, is still the one recorded.
        let learner = ScriptedInteraction([.rightAnswer, .input(.undo), .rightAnswer, .rightAnswer, .rightAnswer])
        let summary = try sameCard.run(with: learner)
        #expect(summary.graded == 3)
        #expect(try reviews(in: store, of: learner.questions).count == 1)
        #expect(learner.count { if case .reviewedEarlierInSession = $0 { true } else { false } } == 2)
    }

    /// Two quizzes a minute apart: the second right answer to a card still on its first learning
    /// step is graded, not saved; a wrong one is saved.
    @Test func aCardWhoseLearningStepIsNotUpIsGradedNotRecorded() throws {
        let store = try ProgressStore.inMemory()
        let first = ScriptedInteraction([.rightAnswer])
        _ = try loop(1, store: store).run(with: first)
        let card = try #require(first.questions.first).card.id
        clock.advance(60)
        let early = ScriptedInteraction([.rightAnswer])
        let summary = try loop(1, store: store).run(with: early)
        #expect(summary.correct == 1)
        #expect(early.count { if case .stepNotYetUp = $0 { true } else { false } } == 1)
        #expect(try store.history(of: card).count == 1)
        // Again is recorded even then: it sends the card back to its first step.
        let question = try #require(early.questions.first)
        guard case .order(let order) = question.key else { Issue.record("not an ordering"); return }
        let reversed = order.reversed().map { String($0 + 1) }.joined(separator: " ")
        _ = try loop(1, store: store).run(with: ScriptedInteraction([.input(.text(reversed))]))
        #expect(try store.history(of: card).map(\.rating) == [.good, .again])
    }

    @Test func anUnreadableAnswerIsAskedAgainWithWhatWasTyped() throws {
        let learner = ScriptedInteraction([.input(.text("xyz")), .rightAnswer])
        let summary = try loop(1, store: nil).run(with: learner)
        #expect(learner.requests == [.answer(draft: ""), .answer(draft: "xyz")])
        #expect(learner.count { if case .unreadable = $0 { true } else { false } } == 1)
        #expect(summary.correct == 1)
    }

    @Test func skippingMovesOnAndRecordsNothing() throws {
        let store = try ProgressStore.inMemory()
        let learner = ScriptedInteraction([.input(.skip), .rightAnswer])
        let summary = try loop(2, store: store).run(with: learner)
        #expect(summary.skipped == 1 && summary.graded == 1)
        #expect(try reviews(in: store, of: learner.questions).count == 1)
        #expect(learner.positions.map(\.number) == [1, 2])
    }

    @Test func undoTakesBackTheSavedAnswerAndAsksTheQuestionAgain() throws {
        let store = try ProgressStore.inMemory()
        let learner = ScriptedInteraction([.rightAnswer, .rightAnswer, .input(.undo), .rightAnswer, .rightAnswer])
        let summary = try loop(3, store: store).run(with: learner)
        #expect(learner.count { if case .undone(recordRemoved: true) = $0 { true } else { false } } == 1)
        #expect(learner.positions.map(\.number) == [1, 2, 3, 2, 3])
        #expect(learner.questions[1].id == learner.questions[3].id)
        #expect(summary.graded == 3)
        #expect(try reviews(in: store, of: learner.questions).count == 3)
    }

    @Test func theSummaryNamesTheCallbacksPutInTheWrongPlace() throws {
        let question = try TestMaterial.generator().question(seed: 100, request: .init(kinds: [.ordering], level: 1))
        guard case .order(let order) = question.key else { Issue.record("not an ordering"); return }
        // The true order with its first two items swapped.
        let swapped = [order[1], order[0]] + order.dropFirst(2)
        let learner = ScriptedInteraction([.input(.text(swapped.map { String($0 + 1) }.joined(separator: " ")))])
        let summary = try loop(1, store: nil).run(with: learner)
        let names = order.prefix(2).map { index in String(question.items[index].split(separator: " ", maxSplits: 1)[1]) }
        #expect(summary.weakest == names.sorted())
        #expect(summary.correct == 0 && summary.graded == 1)
    }

    /// A question about a scenario's callbacks (which comes first on this version) names those
    /// as missed, not the other methods its card is about.
    @Test func theSummaryOfAWrongChoiceNamesTheCallbacksItAsked() throws {
        let generator = try TestMaterial.generator()
        let seed = try #require((100..<200 as Range<UInt64>).first { seed in
            (try? generator.question(seed: seed, request: .init(kinds: [.versionChange])))?.answerForm == .choice
        })
        let learner = ScriptedInteraction([.wrongAnswer])
        let summary = try loop(1, store: nil, kind: .versionChange, seed: seed).run(with: learner)
        let question = try #require(learner.questions.first)
        let asked = question.details.map(\.callback.swiftName)
        #expect(summary.correct == 0 && asked.count == 2)
        #expect(Set(summary.weakest.map { String($0.split(separator: " ")[0]) }) == Set(asked), "\(summary.weakest)")
    }

    @Test func undoBeforeAnyAnswerSaysSoAndKeepsAsking() throws {
        let learner = ScriptedInteraction([.input(.undo), .rightAnswer])
        let summary = try loop(1, store: nil).run(with: learner)
        #expect(learner.count { if case .nothingToUndo = $0 { true } else { false } } == 1)
        #expect(summary.correct == 1)
    }

    @Test func aHintRevealsTheFirstItemAndMakesARightAnswerHard() throws {
        let store = try ProgressStore.inMemory()
        let learner = ScriptedInteraction([.input(.hint), .input(.hint), .rightAnswer])
        _ = try loop(1, store: store).run(with: learner)
        let question = try #require(learner.questions.first)
        let hints = learner.events.compactMap { if case .hint(let hint) = $0 { hint } else { nil } }
        guard case .order(let order) = question.key else { Issue.record("not an ordering"); return }
        #expect(hints == [.firstItems([(Question.letters[order[0]], question.items[order[0]])]),
                          .firstItems(order.prefix(2).map { (Question.letters[$0], question.items[$0]) })])
        #expect(try store.history(of: question.card.id).map(\.rating) == [.hard])
    }

    @Test func askingForAHintWhereThereIsNoneKeepsARightAnswerGood() throws {
        let store = try ProgressStore.inMemory()
        let learner = ScriptedInteraction([.input(.hint), .rightAnswer])
        _ = try loop(1, store: store, kind: .whichFirst).run(with: learner)
        let question = try #require(learner.questions.first)
        #expect(learner.count { if case .noHint(afterSome: false) = $0 { true } else { false } } == 1)
        #expect(try store.history(of: question.card.id).map(\.rating) == [.good])
    }

    @Test(arguments: [LearnerInput.quit, .endOfInput, .interrupted])
    func quittingEndsAtOnceWithTheSummary(_ input: LearnerInput) throws {
        let learner = ScriptedInteraction([.rightAnswer, .input(input), .rightAnswer])
        let summary = try loop(3, store: nil).run(with: learner)
        #expect(learner.questions.count == 2)
        #expect(summary.graded == 1)
        #expect(summary.ending == (input == .quit ? .quit : input == .endOfInput ? .endOfInput : .interrupted))
        guard case .summary = learner.events.last else { Issue.record("no summary at the end"); return }
    }

    @Test func controlWordsAreReadAsControlsAndAnythingElseAsAnAnswer() {
        #expect(["?", "hint", "提示"].map(LearnerInput.init(line:)) == [.hint, .hint, .hint])
        #expect([" s ", "Skip", "q", "quit", "u", "撤销", "help"].map(LearnerInput.init(line:))
                == [.skip, .skip, .quit, .quit, .undo, .undo, .help])
        #expect(LearnerInput(line: "c a d b") == .text("c a d b"))
        #expect(LearnerInput(line: "sq") == .text("sq"))
    }

    /// A rejected answer stays on the line to edit; q, s or u typed after it is that control
    /// (eighteenth review C21: "'a b c d e fq' is not one of the items"), while h, a letter that
    /// may finish an answer, and an edit of the answer stay answers.
    @Test func aControlTypedAfterARejectedAnswerIsTheControl() {
        let draft = "a b c d e f"
        #expect(LearnerInput(line: draft + "q", editing: draft) == .quit)
        #expect(LearnerInput(line: draft + " s", editing: draft) == .skip)
        #expect(LearnerInput(line: draft + " 撤销", editing: draft) == .undo)
        #expect(LearnerInput(line: draft + " h", editing: draft) == .text(draft + " h"))
        #expect(LearnerInput(line: "a b c d f e", editing: draft) == .text("a b c d f e"))
        #expect(LearnerInput(line: draft, editing: draft) == .text(draft))
    }
}
