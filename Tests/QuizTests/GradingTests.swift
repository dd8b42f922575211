import KnowledgeBase
@testable import Quiz
import Testing

@Suite struct GradingTests {
    let grader: Grader

    init() throws {
        grader = Grader(material: try TestMaterial.material())
    }

    private func orderingQuestion(seed: UInt64 = 3) throws -> (Question, [Int]) {
        let question = try TestMaterial.generator().question(seed: seed, request: .init(kinds: [.ordering], level: 2))
        guard case .order(let key) = question.key else { throw QuizError.nothingToAsk(reason: "not ordering") }
        return (question, key)
    }

    private func graded(_ question: Question, _ answer: String) -> Grade? {
        if case .graded(let grade) = grader.grade(question, answer: answer) { return grade }
        return nil
    }

    private func problems(_ question: Question, _ answer: String) -> [AnswerProblem] {
        if case .unreadable(let problems) = grader.grade(question, answer: answer) { return problems }
        return []
    }

    /// A card shown again in a session has its items in another order: the old letters no
    /// longer answer it, the callbacks in their true order still do.
    @Test func aReorderedQuestionTakesNewLettersForTheSameOrder() throws {
        let (question, key) = try orderingQuestion()
        let reordered = question.reordered(seed: 9)
        #expect(reordered.items != question.items && reordered.items.sorted() == question.items.sorted())
        let letters = { (key: [Int]) in key.map { String(UnicodeScalar(97 + $0)!) }.joined(separator: " ") }
        guard case .order(let newKey) = reordered.key else { Issue.record("not an ordering"); return }
        #expect(newKey.map { reordered.items[$0] } == key.map { question.items[$0] })
        #expect(graded(reordered, letters(newKey))?.correct == true)
        #expect(graded(reordered, letters(key))?.correct == false)
    }

    @Test func numbersLettersAndNamesGiveTheSameGrade() throws {
        let (question, key) = try orderingQuestion()
        let letters = key.map { String(UnicodeScalar(97 + $0)!) }.joined(separator: " ")
        let names = key.map { question.items[$0] }.joined(separator: ", ")
        for answer in [TestMaterial.rightAnswer(to: question), letters, names, letters.uppercased()] {
            #expect(graded(question, answer)?.correct == true, "\(answer)")
        }
    }

    @Test func typosInNamesAreTolerated() throws {
        let (question, key) = try orderingQuestion()
        let typo = key.map { index -> String in
            var name = Array(question.items[index])
            name.swapAt(name.count - 4, name.count - 5)
            return String(name)
        }.joined(separator: ", ")
        #expect(graded(question, typo)?.correct == true, "\(typo)")
    }

    /// The explanations call application(_:didFinishLaunchingWithOptions:) didFinishLaunching; a
    /// learner may too, when no other item's name contains it.
    @Test func aShortNameOneItemContainsIsThatItem() throws {
        let question = try #require((1...200).lazy.compactMap { seed in
            try? TestMaterial.generator().question(seed: UInt64(seed), request: .init(kinds: [.ordering], topic: .app))
        }.first { $0.items.contains { $0.hasSuffix("application(_:didFinishLaunchingWithOptions:)") } })
        guard case .order(let key) = question.key else { throw QuizError.nothingToAsk(reason: "not ordering") }
        let names = key.map { index -> String in
            let item = question.items[index]
            return item.hasSuffix("application(_:didFinishLaunchingWithOptions:)") ? "didFinishLaunching" : item
        }
        #expect(graded(question, names.joined(separator: ", "))?.correct == true, "\(names)")
    }

    @Test func aReversedOrderScoresZeroAndAPartlyRightOneInBetween() throws {
        let (question, key) = try orderingQuestion()
        let reversed = key.reversed().map { String($0 + 1) }.joined(separator: " ")
        #expect(graded(question, reversed)?.score == 0)
        var swapped = key
        swapped.swapAt(0, 1)
        let partly = try #require(graded(question, swapped.map { String($0 + 1) }.joined(separator: " ")))
        #expect(!partly.correct && partly.score > 0.5 && partly.score < 1)
    }

    @Test func misplacedCallbacksAreExplainedWithSources() throws {
        let (question, key) = try orderingQuestion()
        var moved = key
        moved.append(moved.removeFirst())
        let grade = try #require(graded(question, moved.map { String($0 + 1) }.joined(separator: " ")))
        #expect(grade.rows.count == key.count)
        #expect(!grade.explanations.isEmpty, "moving the first item last puts it after every other")
        #expect(grade.explanations.allSatisfy { $0.text.contains(question.items[key[0]]) }, "each explanation is about a pair with the moved item")
        #expect(grade.explanations.contains { !$0.sources.isEmpty })
    }

    @Test func duplicatesMissingAndUnknownItemsAreReportedNotGraded() throws {
        let (question, _) = try orderingQuestion()
        #expect(problems(question, "1 1 2 3").contains { if case .duplicate = $0 { true } else { false } })
        #expect(problems(question, "1 2").contains { if case .missing = $0 { true } else { false } })
        #expect(problems(question, "1 2 3 99").contains { if case .notAChoice = $0 { true } else { false } })
        #expect(problems(question, "viewDidExplode, 1, 2").contains { if case .unknown = $0 { true } else { false } })
        #expect(problems(question, "   ") == [.empty])
    }

    @Test func trueOrFalseAcceptsEnglishAndChineseWords() throws {
        let question = try TestMaterial.generator().question(seed: 5, request: .init(kinds: [.trueOrFalse]))
        guard case .truth(let truth) = question.key else { Issue.record("not true/false"); return }
        for answer in truth ? ["t", "yes", "对", "对的", "√", "True", "1"] : ["f", "no", "错", "不对", "×", "FALSE", "2"] {
            #expect(graded(question, answer)?.correct == true, "\(answer)")
        }
    }

    /// A statement has no lettered options: `a` is not taken for true.
    @Test func trueOrFalseRejectsALetter() throws {
        let question = try TestMaterial.generator().question(seed: 5, request: .init(kinds: [.trueOrFalse]))
        #expect(problems(question, "a") == [.notTrueOrFalse(token: "a")])
    }

    /// A true-or-false word given to a choice between callbacks is refused with no callback
    /// suggested: it is no name mistyped (twenty-first review #12: "did you mean B loadView()?").
    @Test func aShortWordToAChoiceSuggestsNoItem() throws {
        let question = try TestMaterial.generator().question(seed: 5, request: .init(kinds: [.whichFirst]))
        #expect(problems(question, "对") == [.unknown(token: "对", suggestion: nil)])
    }

    /// A launch question answered with the names people type: `init` for A init(nibName:bundle:),
    /// the one item of that name (twenty-second review W6).
    @Test func aCallbackNamedWithoutItsLabelsIsRead() throws {
        let question = try #require(try (UInt64(0)..<40).lazy.map {
            try TestMaterial.generator().question(seed: $0, request: .init(kinds: [.ordering], level: 1))
        }.first { $0.items.filter { $0.contains(" init(") }.count == 1 })
        guard case .order(let key) = question.key else { Issue.record("not ordering"); return }
        let names = key.map { question.items[$0].contains(" init(") ? "init" : question.items[$0] }
        #expect(graded(question, names.joined(separator: ", "))?.correct == true, "\(names)")
    }

    /// Letters from a Chinese input method's full-width mode read as the ASCII letters.
    @Test func fullWidthLettersAreRead() throws {
        let (question, key) = try orderingQuestion()
        let letters = key.map { String(UnicodeScalar(0xFF41 + UInt32($0))!) }
        #expect(graded(question, letters.joined(separator: " "))?.correct == true, "\(letters)")
    }

    /// A name far from every item (`loadView` to a question about deinit) gets no "did you mean".
    @Test func aNameFarFromEveryItemSuggestsNone() throws {
        let (question, _) = try orderingQuestion()
        let unknown = problems(question, "supportedInterfaceOrientations").compactMap { problem -> String?? in
            if case .unknown(_, let suggestion) = problem { suggestion } else { nil }
        }
        #expect(unknown == [nil], "\(question.items)")
    }

    /// A wrong guess at a missing callback that the object never gets in the asked steps is told
    /// so, beside the right answer's rule (twenty-second review W11); one it does get says nothing.
    @Test func aWrongGuessTheObjectNeverGetsIsToldSo() throws {
        let question = try TestMaterial.generator().question(seed: 6, request: .init(kinds: [.missingCallback]))
        guard case .callback(let callback) = question.key else { Issue.record("not a missing callback"); return }
        #expect(!question.madeForTheObject.contains(.viewDidUnload) && question.madeForTheObject.contains(callback))
        let told = try #require(graded(question, "viewDidUnload")).explanations.map(\.text)
        #expect(told.contains { $0.contains("gets no viewDidUnload() at all") }, "\(told)")
        let made = try #require(question.madeForTheObject.first { $0 != callback && $0.swiftName.contains("(") })
        let quiet = try #require(graded(question, made.swiftName)).explanations.map(\.text)
        #expect(!quiet.contains { $0.contains("at all in the steps") }, "\(quiet)")
    }

    @Test func aMissingCallbackIsAnsweredByNameWithTypos() throws {
        let question = try TestMaterial.generator().question(seed: 6, request: .init(kinds: [.missingCallback]))
        guard case .callback(let callback) = question.key else { Issue.record("not a missing callback"); return }
        var misspelled = Array(callback.swiftName)
        misspelled.swapAt(1, 2)
        #expect(graded(question, String(misspelled))?.correct == true)
        #expect(graded(question, "X \(callback.objcSelector)")?.correct == true)
    }

    /// The gap has no options: a letter is taken for one, and the learner is told to type a name.
    @Test func aLetterForAMissingCallbackAsksForItsName() throws {
        let question = try TestMaterial.generator().question(seed: 6, request: .init(kinds: [.missingCallback]))
        #expect(problems(question, "a") == [.notACallbackName(token: "a")])
    }

    @Test func ratingsFollowTheScore() throws {
        let (question, key) = try orderingQuestion()
        #expect(graded(question, TestMaterial.rightAnswer(to: question))?.rating == .good)
        #expect(graded(question, key.reversed().map { String($0 + 1) }.joined(separator: " "))?.rating == .again)
        // Nearly right is still wrong: Again, as Anki counts a lapse, whatever the score.
        var nearly = key
        nearly.swapAt(nearly.count - 1, nearly.count - 2)
        let near = try #require(graded(question, nearly.map { String($0 + 1) }.joined(separator: " ")))
        #expect(near.score >= 0.75 && near.rating == .again)
    }

    /// "Which is called only once" explains every option: each explanation is labelled with the
    /// option it is about, not with the answer (what `answer --format json` prints as `item`).
    @Test func eachOptionOfAOnceQuestionIsExplainedUnderItsOwnName() throws {
        let question = try TestMaterial.generator().question(seed: 80, request: .init(kinds: [.calledOnce]))
        let grade = try #require(graded(question, "a"))
        let perOption = grade.explanations.dropFirst()
        #expect(perOption.map(\.item) == question.items)
        for explanation in perOption { #expect(explanation.text.hasPrefix(explanation.item), "\(explanation.text)") }
    }
}
