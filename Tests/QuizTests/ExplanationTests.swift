import KnowledgeBase
import LifecycleEngine
@testable import Quiz
import Testing

/// The "Why" answers the question asked, cites each source once, and the answer is recorded to
/// the card the question is about.
@Suite struct ExplanationTests {
    let generator: QuestionGenerator
    let grader: Grader

    init() throws {
        generator = try TestMaterial.generator()
        grader = Grader(material: try TestMaterial.material())
    }

    private func graded(_ question: Question, _ answer: String) -> Grade? {
        if case .graded(let grade) = grader.grade(question, answer: answer) { return grade }
        return nil
    }

    /// The ordering question of a curated scenario, answered in reverse.
    private func gradedInReverse(card: String) throws -> Grade {
        let question = try #require(try generator.question(forCard: card, seed: 1))
        guard case .order(let expected) = question.key else { throw QuizError.nothingToAsk(reason: "not an ordering") }
        return try #require(graded(question, expected.reversed().map { String(UnicodeScalar(UInt8(97 + $0))) }.joined(separator: " ")))
    }

    /// A method's words marked "(Per Apple's documentation.)" name Apple's documentation as their
    /// evidence: the source they extend does not say it (twenty-second review W4, a sheet
    /// delegate's callback credited to a 2016 post).
    @Test func aTextMarkedAsApplesNamesAppleAsItsEvidence() throws {
        let question = try #require(try (UInt64(0)..<60).lazy.map {
            try self.generator.question(seed: $0, request: .init(kinds: [.trueOrFalse]))
        }.first { $0.reasons.contains { $0.text.contains("(Per Apple's documentation.)") } })
        let grade = try #require(graded(question, "true"))
        let marked = try #require(grade.explanations.first { $0.text.contains("(Per Apple's documentation.)") })
        #expect(marked.furtherEvidence == .appleDocumentation)
        #expect(grade.explanations.filter { !$0.text.contains("(Per ") }.allSatisfy { $0.furtherEvidence == nil })
    }

    /// A source a reason names twice (the rule's evidence and a conflict's claim both cite the iOS
    /// 9 push log) is still named: it was dropped as if an earlier reason had named it, leaving
    /// only the two sources that logged the other order (twenty-second review W4).
    @Test func aSourceAReasonNamesTwiceIsStillNamed() throws {
        let question = try #require(try (UInt64(0)..<40).lazy.map {
            try self.generator.question(seed: $0, request: .init(kinds: [.versionChange], topic: .navigation, version: IOSVersion(9)))
        }.first { $0.card.id.contains("push-order") })
        let grade = try #require(graded(question, question.items[0]))
        let iOS9Log = try #require(TestMaterial.material().sourceNames.name(ofSeed: "002", in: .en))
        #expect(grade.explanations.contains { $0.sources.contains(iOS9Log) && !$0.sourcesNamedAbove.contains(iOS9Log) },
                "\(grade.explanations.map(\.sources))")
    }

    /// A version rule whose evidence extends the sources says so, as an ordering's rule does.
    @Test func aVersionRuleBeyondTheSourcesSaysSo() throws {
        let question = try #require(try generator.question(forCard: "version:viewIsAppearing", seed: 1))
        let grade = try #require(graded(question, "true"))
        #expect(grade.explanations.contains { $0.goesBeyondTheSources }, "\(grade.explanations.map(\.text))")
    }

    /// Two pairs swapped the same way (both willMove and both didMove calls of a child swap) are
    /// named as pairs: "C willMove, C didMove come before B willMove, B didMove" is not so.
    @Test func pairsThatInterleaveAreNotMergedIntoOneClaim() throws {
        let question = try #require(try generator.question(forCard: "order:scenario.container-adds-new-child-first", seed: 1))
        guard case .order(let expected) = question.key else { Issue.record("not an ordering"); return }
        let truth = expected.map { question.items[$0] }
        var answer = truth
        // C is added (toParent:), B removed (toParent: nil).
        for (added, removed) in [("willMove(toParent:)", "willMove(toParent: nil)"), ("didMove(toParent:)", "didMove(toParent: nil)")] {
            let new = try #require(answer.firstIndex(of: "C \(added)")), old = try #require(answer.firstIndex(of: "B \(removed)"))
            answer.swapAt(new, old)
        }
        let letters = answer.map { String(UnicodeScalar(UInt8(97 + question.items.firstIndex(of: $0)!))) }.joined(separator: " ")
        let grade = try #require(graded(question, letters))
        let why = grade.explanations.map(\.text).joined(separator: "\n")
        #expect(why.contains("C willMove(toParent:) → B willMove(toParent: nil)"), "\(why)")
        #expect(!why.contains("come before"), "\(why)")
    }

    /// "X, Y come before Z": the callbacks of each side are named in the order UIKit makes them,
    /// whatever order the answer put them in (twenty-eighth review C4: `sceneDidEnterBackground,
    /// sceneWillResignActive come before …`). Every curated scenario, answered with the second
    /// half of the true order before the first, which puts whole groups on the wrong side.
    @Test func aGroupOfCallbacksIsNamedInTheirTrueOrder() throws {
        var groups = 0
        for curated in try TestMaterial.material().scenarios {
            let question = try #require(try generator.question(forCard: "order:\(curated.id)", seed: 1))
            guard case .order(let expected) = question.key else { continue }
            let position = Dictionary(expected.enumerated().map { (question.items[$0.element], $0.offset) }, uniquingKeysWith: min)
            let halves = expected[(expected.count / 2)...] + expected[..<(expected.count / 2)]
            let grade = try #require(graded(question, halves.map { String(UnicodeScalar(UInt8(97 + $0))) }.joined(separator: " ")))
            for explanation in grade.explanations {
                guard let claim = explanation.text.firstMatch(of: /^(.+?) come before (.+?):/) else { continue }
                for side in [claim.1, claim.2] {
                    let labels = side.components(separatedBy: ", ")
                    let positions = labels.compactMap { position[$0] }
                    guard positions.count == labels.count, positions.count > 1 else { continue }
                    groups += 1
                    #expect(positions == positions.sorted(), "\(curated.id): \(explanation.text)")
                }
            }
        }
        #expect(groups > 0)
    }

    /// A splash presented by code in A's viewDidAppear: S's appearance follows A's viewDidAppear
    /// because that code made it, which the Why says, naming the code, instead of each callback's rule.
    @Test func aCallbackTheAppsCodeMadeIsExplainedByThatCode() throws {
        let grade = try gradedInReverse(card: "order:scenario.splash-dismisses-itself")
        let bullet = try #require(grade.explanations.first { $0.text.contains("A viewDidAppear(_:) → S viewWillAppear(_:)") })
        #expect(bullet.text.contains("code written in A viewDidAppear(_:) (“present S in viewDidAppear of A”)"), "\(bullet.text)")
        #expect(bullet.sources.isEmpty)
    }

    /// B, presented full screen, presents C from its viewDidAppear: A's viewDidDisappear, which
    /// comes after B's viewDidAppear, still comes before C's presentation, because that code runs
    /// only once B's presentation has ended (eighteenth review W2).
    @Test func codeInViewDidAppearIsSaidToWaitForTheTransitionThatShowedItsController() throws {
        let grade = try gradedInReverse(card: "order:scenario.present-in-view-did-appear")
        let bullet = try #require(grade.explanations.first { $0.text.contains("A viewDidDisappear(_:) → B viewWillDisappear(_:)") })
        #expect(bullet.text.contains("code written in B viewDidAppear(_:) (“present C in viewDidAppear of B”)")
                && bullet.text.contains("once the transition that showed it has ended"), "\(bullet.text)")
    }

    /// The first callback moved two places down leaves three items ✗; each is named in a
    /// bullet, even when the rule of its pair was given in full above (eighteenth review W5:
    /// B viewDidDisappear before B viewWillDisappear had no bullet).
    @Test func everyMisplacedCallbackIsNamedInTheWhy() throws {
        let question = try #require(try generator.question(forCard: "order:scenario.navigation-delegate-push-and-pop", seed: 1))
        guard case .order(let expected) = question.key else { Issue.record("not an ordering"); return }
        let answer = [expected[1], expected[2], expected[0]] + expected.dropFirst(3)
        let grade = try #require(graded(question, answer.map { String(UnicodeScalar(UInt8(97 + $0))) }.joined(separator: " ")))
        for row in grade.rows where !row.isRight {
            #expect(grade.explanations.contains { $0.text.contains(row.given) }, "\(row.given): \(grade.explanations.map(\.text))")
        }
    }

    /// One controller's viewWillAppear before its viewDidAppear is its own order, not the
    /// navigation rule's that names both of the incoming controller to interleave them with the
    /// outgoing one's.
    @Test func oneAppearancesCallbacksFollowTheControllersOwnOrder() {
        let willAppear = ItemDetail(object: "A", callback: .viewWillAppear, event: 1, rule: .appearanceBegins, step: 3, stepText: "pop")
        let didAppear = ItemDetail(object: "A", callback: .viewDidAppear, event: 2, rule: .navigationAppearanceOrder, step: 3, stepText: "pop")
        let relation = OrderRelation(earlier: willAppear, later: didAppear)
        #expect(relation.rule == nil && relation.followsOwnLifecycle)
    }

    /// Two controllers' callbacks that each rule placed only against a third are explained by the
    /// transition's rule that orders them (nineteenth review W2): a push without animation ends
    /// before B's viewIsAppearing; an animated one lays A out (viewIsAppearing) before B's
    /// viewDidDisappear; a tab switch's will-callbacks come before the new tab's layout; a pop's
    /// didMove(toParent: nil) waits for the appearance callbacks.
    @Test(arguments: [
        (Callback.viewDidDisappear, Rule.navigationAppearanceOrder, Callback.viewIsAppearing, Rule.nonAnimatedTransitionEndsBeforeLayout,
         Rule.nonAnimatedTransitionEndsBeforeLayout),
        (.viewIsAppearing, .viewIsAppearingAfterHierarchy, .viewDidDisappear, .navigationAppearanceOrder, .navigationAppearanceOrder),
        (.viewWillDisappear, .tabSwitch, .viewIsAppearing, .viewIsAppearingAfterHierarchy, .tabSwitch),
        (.viewWillAppear, .appearanceBegins, .didMoveToParent, .popRemovesChild, .popRemovesChild),
    ])
    func aPairOfTwoControllersIsExplainedByTheRuleThatOrdersIt(earlier: Callback, earlierRule: Rule, later: Callback, laterRule: Rule,
                                                              explaining: Rule) {
        let first = ItemDetail(object: "A", callback: earlier, event: 1, rule: earlierRule, step: 2, stepText: "push B")
        let second = ItemDetail(object: "B", callback: later, event: 2, rule: laterRule, step: 2, stepText: "push B")
        #expect(OrderRelation(earlier: first, later: second).rule == explaining)
    }

    /// An app delegate's methods all begin `application(_:`: a rule that names
    /// didFinishLaunching does not name willFinishLaunching (twenty-first review #3: "its init
    /// runs inside didFinishLaunching" given for willFinishLaunching before the root's init).
    @Test func aDelegateMethodIsNamedByItsOwnLabelNotItsDelegates() {
        func relation(_ launching: Callback) -> OrderRelation {
            OrderRelation(earlier: ItemDetail(object: "App", callback: launching, event: 1, rule: .launchDelegateCallbacks, step: 1, stepText: "launch A"),
                          later: ItemDetail(object: "A", callback: .controllerInitWithNibName, event: 2, rule: .rootMadeInLaunchCode, step: 1,
                                            stepText: "launch A"))
        }
        #expect(relation(.didFinishLaunching).rule == .rootMadeInLaunchCode)
        #expect(relation(.willFinishLaunching).rule == nil)
    }

    /// The init of an object the step's code makes comes before what the step then does to
    /// another object: the code makes it first (twentieth review #1: "B init comes before
    /// A viewDidDisappear" explained by two rules that say nothing of each other).
    @Test func anObjectTheStepMakesIsCreatedBeforeWhatTheStepDoes() throws {
        let made = ItemDetail(object: "B", callback: .controllerInitWithNibName, event: 1, rule: .codeInstantiation, step: 2, stepText: "setRoot B")
        let gone = ItemDetail(object: "A", callback: .viewDidDisappear, event: 2, rule: .appearanceEnds, step: 2, stepText: "setRoot B")
        let relation = OrderRelation(earlier: made, later: gone)
        #expect(relation.rule == nil && relation.isCreatedByTheStep && relation.rules == [.codeInstantiation])
        #expect(relation.text(Phrasing(language: .en)).contains("the code of “setRoot B” creates B first"))
        // A storyboard's init(coder:) is UIKit's: not the step's code.
        let decoded = ItemDetail(object: "B", callback: .controllerInitWithCoder, event: 1, rule: .storyboardInstantiation, step: 2, stepText: "push B")
        #expect(!OrderRelation(earlier: decoded, later: gone).isCreatedByTheStep)
    }

    /// A pop's willMove(toParent: nil) before the leaving controller's viewWillDisappear: the
    /// navigation transition's rule names only viewWillDisappear, so each is explained by its own
    /// rule, the pop's saying willMove comes as the pop starts (eighteenth review W1).
    @Test func aRuleThatOnlySaysWhenTheLaterComesLeavesEachToItsOwn() throws {
        let question = try #require(try generator.question(forCard: "order:scenario.push-and-pop", seed: 1))
        guard case .order(let expected) = question.key else { Issue.record("not an ordering"); return }
        var answer = expected.map { question.items[$0] }
        let leaving = try #require(answer.firstIndex(of: "B willMove(toParent: nil)"))
        let disappearing = try #require(answer.firstIndex(of: "B viewWillDisappear(_:)"))
        answer.swapAt(leaving, disappearing)
        let letters = answer.map { String(UnicodeScalar(UInt8(97 + question.items.firstIndex(of: $0)!))) }.joined(separator: " ")
        let grade = try #require(graded(question, letters))
        let bullet = try #require(grade.explanations.first { $0.text.contains("B willMove(toParent: nil)") && $0.text.contains("B viewWillDisappear(_:)") })
        #expect(bullet.text.contains("Popping tells the leaving controller willMove(toParent: nil) as the pop starts"), "\(bullet.text)")
    }

    @Test func whichComesFirstExplainsTheRelation() throws {
        for seed in 0..<60 as Range<UInt64> {
            let question = try generator.question(seed: seed, request: .init(kinds: [.whichFirst]))
            #expect(question.reasons.count == 1, "\(question.id)")
            #expect(question.items.allSatisfy { question.reasons[0].text.contains($0) }, "\(question.id): \(question.reasons[0].text)")
        }
    }

    @Test func twoObjectsCallbacksAreOrderedByTheRuleBetweenThem() {
        // A push: B's view loads (its own rule: lazy loading) before A's viewWillDisappear, and
        // what orders the two is the push rule, not lazy loading.
        let earlier = ItemDetail(object: "B", callback: .viewDidLoad, event: 1, rule: .lazyViewLoading, step: 2, stepText: "push B")
        let later = ItemDetail(object: "A", callback: .viewWillDisappear, event: 2, rule: .incomingViewLoadsFirst, step: 2, stepText: "push B")
        #expect(OrderRelation(earlier: earlier, later: later).rule == .incomingViewLoadsFirst)
        let pop = ItemDetail(object: "B", callback: .viewWillDisappear, event: 3, rule: .appearanceBegins, step: 3, stepText: "pop")
        #expect(OrderRelation(earlier: later, later: pop).rule == nil, "different steps: the script orders them")
    }

    /// A rule that places one callback of the pair against a third (the push's appearance order,
    /// for the outgoing controller's viewDidDisappear) says nothing of a child's layout: each is
    /// explained by its own rule.
    @Test func aRuleNamingOneCallbackOfTwoObjectsDoesNotOrderThem() {
        let layout = ItemDetail(object: "C", callback: .viewDidLayoutSubviews, event: 4, rule: .layoutPass, step: 2, stepText: "push B")
        let disappear = ItemDetail(object: "A", callback: .viewDidDisappear, event: 5, rule: .navigationAppearanceOrder, step: 2, stepText: "push B")
        let relation = OrderRelation(earlier: layout, later: disappear)
        #expect(relation.rule == nil)
        #expect(relation.rules == [.layoutPass, .navigationAppearanceOrder])
    }

    /// "Before its view loads" names loadView as the view loading.
    @Test func aSegueIsOrderedBeforeTheDestinationLoadsByItsRule() {
        let prepare = ItemDetail(object: "A", callback: .prepareForSegue, event: 6, rule: .prepareForSegue, step: 2, stepText: "push B via=segue")
        let load = ItemDetail(object: "B", callback: .loadView, event: 7, rule: .nibViewLoading, step: 2, stepText: "push B via=segue")
        #expect(OrderRelation(earlier: prepare, later: load).rule == .prepareForSegue)
    }

    /// Of one object's callbacks the later one's rule usually orders them, but when only the
    /// earlier one's rule names both (the URL handed to a scene before it enters the
    /// foreground), that rule does.
    @Test func oneObjectsPairIsOrderedByTheRuleThatNamesBoth() {
        let url = ItemDetail(object: "Scene", callback: .sceneOpenURLContexts, event: 8, rule: .sceneURLBeforeForeground, step: 3, stepText: "open url")
        let foreground = ItemDetail(object: "Scene", callback: .sceneWillEnterForeground, event: 9, rule: .sceneStateTransition, step: 3, stepText: "open url")
        #expect(OrderRelation(earlier: url, later: foreground).rule == .sceneURLBeforeForeground)
    }

    @Test func orderingMistakesCiteEachSourceOnce() throws {
        for seed in 0..<60 as Range<UInt64> {
            let question = try generator.question(seed: seed, request: .init(kinds: [.ordering]))
            guard case .order(let key) = question.key else { continue }
            let reversed = key.reversed().map { String($0 + 1) }.joined(separator: " ")
            let grade = try #require(graded(question, reversed))
            // Each explanation has all its sources; the text names only those not named above.
            let sources = grade.explanations.flatMap { $0.sources.filter { [names = $0.sourcesNamedAbove] in !names.contains($0) } }
            #expect(Set(sources).count == sources.count, "\(question.id): \(sources)")
            #expect(grade.explanations.allSatisfy { Set($0.sourcesNamedAbove).isSubset(of: $0.sources) })
        }
    }

    @Test func eachExplainedPairIsOneTheAnswerReversed() throws {
        for seed in 0..<40 as Range<UInt64> {
            let question = try generator.question(seed: seed, request: .init(kinds: [.ordering]))
            guard case .order(let key) = question.key else { continue }
            var swapped = key
            swapped.swapAt(0, 1)
            let grade = try #require(graded(question, swapped.map { String($0 + 1) }.joined(separator: " ")))
            // One pair, then the engine's notes on the asked steps, if any.
            #expect(grade.explanations.count == 1 + question.reasons.count, "\(question.id): one pair is the wrong way round")
            let text = try #require(grade.explanations.first).text
            #expect(text.contains(question.items[key[0]]) && text.contains(question.items[key[1]]), "\(question.id): \(text)")
        }
    }

    /// The first three callbacks answered in reverse are three swapped pairs, of which the outer
    /// one follows from the two neighbours: only the neighbours are explained, unless the outer
    /// pair is one controller's own order (its viewDidAppear before its viewWillAppear), which is
    /// the first mistake to say.
    @Test func aSwappedPairThatFollowsFromTwoOthersIsNotExplained() throws {
        var checked = 0
        for seed in 0..<40 as Range<UInt64> {
            let question = try generator.question(seed: seed, request: .init(kinds: [.ordering]))
            guard case .order(let key) = question.key, key.count >= 3 else { continue }
            let outerPair = OrderRelation(earlier: question.details[key[0]], later: question.details[key[2]])
            guard outerPair.rule != nil || !outerPair.followsOwnLifecycle || outerPair.earlier.step != outerPair.later.step else { continue }
            checked += 1
            var reversed = key
            reversed[0...2].reverse()
            let grade = try #require(graded(question, reversed.map { String($0 + 1) }.joined(separator: " ")))
            let outer = "\(question.items[key[0]]) → \(question.items[key[2]])"
            #expect(!grade.explanations.contains { $0.text.contains(outer) }, "\(question.id): \(grade.explanations.map(\.text))")
        }
        #expect(checked >= 20)
    }

    /// A controller's viewDidAppear put before its own viewWillAppear, with the other
    /// controller's callbacks between them also swapped, is said first, by the controller's own
    /// order (nineteenth review W3).
    @Test func oneControllersOwnOrderReversedIsSaidFirst() throws {
        let question = try #require(try generator.question(forCard: "order:scenario.push-and-pop", seed: 1))
        guard case .order(let expected) = question.key else { Issue.record("not an ordering"); return }
        let grade = try #require(graded(question, expected.reversed().map { String($0 + 1) }.joined(separator: " ")))
        let first = try #require(grade.explanations.first).text
        #expect(first.contains(Phrasing(language: .en).say(OwnOrder.appearance.key)), "\(first)")
    }

    /// A rule is said in full once an answer: the explanation of a callback that comes again points
    /// back to the bullet that gave its rule (the Notification Center's extra pair, told for a
    /// pair and again for applicationWillResignActive's later calls).
    @Test func noRuleIsGivenInFullTwiceInOneAnswer() throws {
        let phrasing = Phrasing(language: .en)
        for topic in [ScenarioTopic.app, .rotation, .navigation] {
            for seed in 0..<30 as Range<UInt64> {
                let question = try generator.question(seed: seed, request: .init(kinds: [.ordering], level: 3, topic: topic))
                guard case .order(let key) = question.key else { continue }
                let grade = try #require(graded(question, key.reversed().map { String($0 + 1) }.joined(separator: " ")))
                let text = grade.explanations.map(\.text).joined(separator: "\n")
                for rule in Rule.allCases {
                    let words = phrasing.rule(rule)
                    #expect(text.components(separatedBy: words).count <= 2, "\(question.id): \(rule) in full twice")
                }
            }
        }
    }

    /// Pairs of two steps share one explanation; a covered controller's trait change, made for
    /// the others in the earlier step, is explained by the rule that makes it wait.
    @Test func aCallbackThatWaitsForALaterStepIsExplainedByItsRule() throws {
        let question = try #require(try generator.question(forCard: "order:scenario.style-handler-heard-on-return", seed: 1))
        guard case .order(let key) = question.key else { Issue.record("not an ordering question"); return }
        // The controller's own callbacks first: it heard the style when the others did.
        let covered = key.filter { question.details[$0].object == "A" && question.details[$0].stepText == "pop" }
        let answer = covered + key.filter { !covered.contains($0) }
        let grade = try #require(graded(question, answer.map { String($0 + 1) }.joined(separator: " ")))
        let stepPairs = grade.explanations.filter { $0.text.contains("“interfaceStyle dark”") }
        #expect(stepPairs.count == 1, "\(grade.explanations.map(\.text))")
        let waits = Phrasing(language: .en).rule(.styleHeardOnReturn)
        #expect(stepPairs.first?.text.contains(waits) == true, "\(stepPairs.map(\.text))")
    }

    /// What the order cannot show, a handler that stays silent, is said after a wrong answer.
    @Test func aWrongOrderIsToldWhatTheEngineNotedOnTheAskedSteps() throws {
        let question = try #require(try generator.question(forCard: "order:scenario.style-handler-and-a-turn", seed: 1))
        guard case .order(let key) = question.key else { Issue.record("not an ordering question"); return }
        let grade = try #require(graded(question, key.reversed().map { String($0 + 1) }.joined(separator: " ")))
        #expect(grade.explanations.last?.text == "A's handler for style does not run: only sizeClass changed, and traitCollectionDidChange(_:) hears every change")
    }

    /// A child that hears its container's viewWillDisappear is explained by why the container
    /// heard it (a replaced root), not by the forwarding; the container before its child still is.
    @Test func aForwardedCallbackIsExplainedByWhatItsContainerHeard() {
        let child = ItemDetail(object: "A", callback: .viewWillDisappear, event: 10, rule: .appearanceForwarded, step: 2, stepText: "setRoot B",
                               cause: .rootReplacedOldLeavesFirst)
        let newRoot = ItemDetail(object: "B", callback: .viewWillAppear, event: 11, rule: .rootReplacedNewAppearsAtOnce, step: 2, stepText: "setRoot B")
        #expect(OrderRelation(earlier: child, later: newRoot).rules.contains(.rootReplacedOldLeavesFirst))
        #expect(!OrderRelation(earlier: child, later: newRoot).rules.contains(.appearanceForwarded))
        let container = ItemDetail(object: "Nav", callback: .viewWillDisappear, event: 12, rule: .rootReplacedOldLeavesFirst, step: 2, stepText: "setRoot B")
        #expect(OrderRelation(earlier: container, later: child).rule == .appearanceForwarded)
    }

    /// A controller is made before anything else happens to it: init before its layout is its
    /// own order, not the layout rule's.
    @Test func creationComesBeforeEverythingAControllerHears() {
        let made = ItemDetail(object: "C", callback: .controllerInitWithNibName, event: 13, rule: .codeInstantiation, step: 2, stepText: "push C")
        let laidOut = ItemDetail(object: "C", callback: .viewDidLayoutSubviews, event: 14, rule: .layoutPass, step: 2, stepText: "push C")
        #expect(OrderRelation(earlier: made, later: laidOut).followsOwnLifecycle)
        #expect(OrderRelation(earlier: made, later: laidOut).rule == nil)
    }

    /// A rule beyond the seeds (Apple's documentation, developers' logs) is marked as such, so
    /// its seed titles are not read as where the claim comes from.
    @Test func aRuleBeyondTheSeedsIsMarked() throws {
        let phrasing = Phrasing(language: .en)
        #expect(phrasing.goesBeyondTheSources(.notificationOpenedAfterLaunch))
        #expect(phrasing.goesBeyondTheSources(.hitTestingRepeats))
        #expect(!phrasing.goesBeyondTheSources(.layoutPass))
    }

    @Test func aSheetsDismissalIsExplainedByTheSheetRule() throws {
        let trace = try LifecycleSimulator.run(script: "launch A; present B style=pageSheet; dismiss", on: .newest)
        let dismissal = trace.events.filter { $0.step == 3 && $0.callback.category == .appearance }
        #expect(!dismissal.isEmpty)
        #expect(dismissal.allSatisfy { $0.rule == .sheetKeepsPresenter }, "\(dismissal.map(\.rule))")
    }

    @Test func versionQuestionsAskAboutTheirConflictsCallbacks() throws {
        for seed in 0..<60 as Range<UInt64> {
            let question = try generator.question(seed: seed, request: .init(kinds: [.versionChange]))
            let methods = Set(question.card.methods)
            #expect(question.details.allSatisfy { methods.contains($0.callback.methodID) }, "\(question.id): \(question.items)")
        }
    }

    /// The first ordering question of the topics, among the first seeds, whose true order has
    /// `earlier` right before `later` (or anywhere before, for a controller's own order, which
    /// is said whatever lies between), answered in reverse: that pair is then explained.
    private func reversed(topics: [ScenarioTopic], _ earlier: String, rightBefore later: String, adjacent: Bool = true) throws -> Grade {
        for topic in topics {
            for seed in 0..<200 as Range<UInt64> {
                let question = try generator.question(seed: seed, request: .init(kinds: [.ordering], level: 3, topic: topic))
                guard case .order(let key) = question.key else { continue }
                let truth = key.map { question.items[$0] }
                guard let position = truth.firstIndex(of: earlier), let next = truth.firstIndex(of: later),
                      adjacent ? next == position + 1 : next > position else { continue }
                return try #require(graded(question, key.reversed().map { String($0 + 1) }.joined(separator: " ")))
            }
        }
        throw QuizError.nothingToAsk(reason: "no question has \(earlier) right before \(later)")
    }

    /// A pair no rule orders by itself is linked by a callback between them that the question
    /// left out: a push's outgoing viewDidDisappear comes before the incoming didMove(toParent:)
    /// by way of the incoming viewDidAppear, each hop by its own rule (twentieth review #1).
    @Test func aPairNoRuleOrdersIsLinkedByACallbackBetweenThem() throws {
        let grade = try reversed(topics: [.navigation], "A viewDidDisappear(_:)", rightBefore: "B didMove(toParent:)")
        let bullet = try #require(grade.explanations.first { $0.text.hasPrefix("A viewDidDisappear(_:) → B didMove(toParent:)") })
        #expect(bullet.text.contains("by way of B viewDidAppear(_:). A viewDidDisappear(_:) → B viewDidAppear(_:): "), "\(bullet.text)")
        #expect(bullet.text.contains("B viewDidAppear(_:) → B didMove(toParent:): \(Phrasing(language: .en).rule(.transitionCompletesContainment))"),
                "\(bullet.text)")
    }

    /// A controller's view is laid out only once it has loaded: that order of its own explains
    /// the pair, with the sentence about loading alone, not the layout pass's rule.
    @Test func aViewLoadsBeforeItIsLaidOutByItsOwnOrder() throws {
        let grade = try reversed(topics: [.presentation, .navigation, .containment], "B viewDidLoad()", rightBefore: "B viewWillLayoutSubviews()", adjacent: false)
        let bullet = try #require(grade.explanations.first { $0.text.contains("B viewDidLoad() → B viewWillLayoutSubviews()") })
        let phrasing = Phrasing(language: .en)
        #expect(bullet.text.contains(phrasing.say(OwnOrder.loading.key)) && !bullet.text.contains(phrasing.rule(.layoutPass)), "\(bullet.text)")
    }

    /// A popped controller's deinit comes after what the pop did before, even the view loading of
    /// the controller it reveals: the pop is done with it only then (twentieth review #1).
    @Test func aPoppedControllersDeinitIsExplainedByThePopReleasingIt() throws {
        let grade = try reversed(topics: [.memory], "A viewDidLoad()", rightBefore: "B deinit")
        let bullet = try #require(grade.explanations.first { $0.text.contains("A viewDidLoad() → B deinit") })
        #expect(bullet.text.contains(Phrasing(language: .en).releasedByTheStep("B", step: "pop")), "\(bullet.text)")
    }

    /// The controller's own order says only the sentences its pairs need: a reversed appearance
    /// does not hear about creation and loading.
    @Test func ownOrderSaysOnlyTheSentencesItsPairsNeed() throws {
        let phrasing = Phrasing(language: .en)
        let appearance = phrasing.ownLifecycle([.appearance])
        #expect(!appearance.contains("awakeFromNib") && appearance.contains("viewIsAppearing"))
        #expect(phrasing.ownLifecycle([.layout, .creation]) == phrasing.ownLifecycle([.creation, .layout]))
    }

    /// A child's callback forwarded from its container keeps the container's own order: a
    /// dismissed Nav2's child B hears viewWillDisappear before Nav2's viewDidDisappear for that
    /// reason, not by the sheet rule that fired both, which is about the presenter (twenty-first
    /// review #1).
    @Test func aForwardedCallbackKeepsItsContainersOwnOrder() throws {
        let question = try #require(try (0..<40 as Range<UInt64>).lazy.compactMap { seed in
            try self.generator.question(forCard: "order:scenario.present-navigation", seed: seed)
        }.first { ["B viewWillDisappear(_:)", "Nav2 viewDidDisappear(_:)"].allSatisfy($0.items.contains) })
        guard case .order(let key) = question.key else { Issue.record("not an ordering"); return }
        let grade = try #require(graded(question, key.reversed().map { String($0 + 1) }.joined(separator: " ")))
        let bullet = try #require(grade.explanations.first { $0.text.contains("B viewWillDisappear(_:) → Nav2 viewDidDisappear(_:)") })
        let phrasing = Phrasing(language: .en)
        #expect(bullet.text.contains(phrasing.say(OwnOrder.forwarded.key)), "\(bullet.text)")
        #expect(!bullet.text.contains(phrasing.rule(.sheetKeepsPresenter)), "\(bullet.text)")
    }

    /// A callback given far from its place is wrong against every callback it jumped, but one
    /// reason settles it: willFinishLaunching given last is explained against its neighbour in the
    /// true order, and the callbacks the answer already puts after that neighbour are named in the
    /// same bullet, not each given a chain of their own (twenty-second review W2: six bullets, three
    /// of them chains saying "as explained above"). No bullet says each callback's own rule.
    @Test func aCallbackGivenFarFromItsPlaceIsExplainedOnceByItsNeighbour() throws {
        let launching = "App application(_:willFinishLaunchingWithOptions:)"
        let question = try #require(try (0..<300 as Range<UInt64>).lazy.map { seed in
            try self.generator.question(seed: seed, request: .init(kinds: [.ordering], level: 1))
        }.first { [launching, "A init(nibName:bundle:)", "A viewDidLoad()"].allSatisfy($0.items.contains) })
        guard case .order(let key) = question.key else { Issue.record("not an ordering"); return }
        // The true order with willFinishLaunching moved to the end.
        let moved = key.filter { question.items[$0] != launching } + key.filter { question.items[$0] == launching }
        let grade = try #require(graded(question, moved.map { String($0 + 1) }.joined(separator: " ")))
        let texts = grade.explanations.map(\.text)
        #expect(!texts.contains { $0.contains(" — ") }, "\(texts)")
        #expect(texts.filter { $0.contains(launching) }.count == 1, "\(texts)")
        let place = try #require(key.firstIndex { question.items[$0] == launching })
        let neighbour = question.items[key[place + 1]]
        let bullet = try #require(texts.first { $0.hasPrefix("\(launching) → \(neighbour)") }, "\(texts)")
        #expect(bullet.contains("So \(launching) also comes before ") && bullet.contains("A viewDidLoad()")
                && bullet.contains("your answer already puts them after \(neighbour)."), "\(bullet)")
    }
}
