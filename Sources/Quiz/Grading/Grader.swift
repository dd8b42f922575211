import KnowledgeBase
import LifecycleEngine

/// Checks answers against the question's key: the engine's trace for orders, the knowledge base
/// for the rest, and explains each mistake with the rules and facts behind it.
public struct Grader: Sendable {
    public let material: QuizMaterial

    public init(material: QuizMaterial) { self.material = material }

    public func grade(_ question: Question, answer: String) -> GradeOutcome {
        let reading: AnswerReader.Reading
        switch AnswerReader(question: question).read(answer) {
        case .success(let value): reading = value
        case .failure(let problems): return .unreadable(problems.problems)
        }
        let phrasing = Phrasing(language: question.language)
        switch (question.key, reading) {
        case (.order(let expected), .order(let given)):
            return .graded(gradeOrder(question, given: given, expected: expected, phrasing: phrasing))
        case (.choice(let expected), .choice(let given)):
            return .graded(single(question, correct: given == expected, given: question.items[given],
                                  expected: question.items[expected], phrasing: phrasing))
        case (.truth(let expected), .truth(let given)):
            return .graded(single(question, correct: given == expected, given: phrasing.truth(given),
                                  expected: phrasing.truth(expected), phrasing: phrasing))
        case (.callback(let expected), .callback(let given)):
            // A wrong guess UIKit does not make for that object in those steps is told so: the
            // right answer's rule alone leaves the learner wondering about theirs.
            let notMade = given.swiftName != expected.swiftName && !question.madeForTheObject.contains(given)
            return .graded(single(question, correct: given.swiftName == expected.swiftName, given: given.swiftName,
                                  expected: expected.swiftName, phrasing: phrasing,
                                  aboutTheGuess: notMade ? question.details.first.map { phrasing.notMadeHere($0.object, given.swiftName) } : nil))
        default:
            return .unreadable([.unknown(token: answer, suggestion: nil)])
        }
    }

    private func gradeOrder(_ question: Question, given: [Int], expected: [Int], phrasing: Phrasing) -> Grade {
        let items = question.items
        let rows = expected.indices.map { Grade.Row(position: $0 + 1, given: items[given[$0]], expected: items[expected[$0]]) }
        let score = OrderMeasures.score(given, expected)
        return Grade(questionID: question.id.description, correct: given == expected, score: score,
                     expected: expected.map { items[$0] }, given: given.map { items[$0] }, rows: rows,
                     explanations: explanations(of: given, expected: expected, question: question, phrasing: phrasing))
    }

    /// Each pair the answer puts the wrong way round that involves a misplaced item, explained by
    /// the rule that orders those two callbacks; pairs ordered by the same rule share one
    /// explanation, as do pairs of the same two steps, and each source is cited once.
    private func explanations(of given: [Int], expected: [Int], question: Question, phrasing: Phrasing) -> [Grade.Explanation] {
        let misplaced = OrderMeasures.misplaced(given, expected)
        let rank = Dictionary(uniqueKeysWithValues: given.enumerated().map { ($0.element, $0.offset) })
        var groups: [(key: ExplanationGroup, relations: [OrderRelation])] = []
        // A swapped pair with a callback between them swapped with both follows from those two
        // pairs: only the pairs no such callback links are explained. Not so one controller's own
        // order (its viewDidAppear before its viewWillAppear): that mistake is said first.
        func followsFromOthers(_ earlier: Int, _ later: Int, between: ArraySlice<Int>) -> Bool {
            between.contains { rank[earlier]! > rank[$0]! && rank[$0]! > rank[later]! }
        }
        // So does one whose neighbour in the true order the answer puts the right way round
        // against the other: willFinishLaunching given last is wrong against every callback, but
        // only its swap with didFinishLaunching needs a reason; the rest come after that one in
        // the answer too. Each such pair is said after the neighbours' pair, keyed by it.
        var implied: [String: (after: [String], before: [String])] = [:]
        func impliedByNeighbour(_ earlier: Int, _ later: Int, between: ArraySlice<Int>) -> Bool {
            guard let next = between.first, let previous = between.last else { return false }
            if rank[earlier]! > rank[next]!, rank[next]! < rank[later]!, misplaced.contains(earlier) || misplaced.contains(next) {
                implied["\(question.items[earlier]) → \(question.items[next])", default: ([], [])].after.append(question.items[later])
                return true
            }
            if rank[previous]! > rank[later]!, rank[earlier]! < rank[previous]!, misplaced.contains(previous) || misplaced.contains(later) {
                implied["\(question.items[previous]) → \(question.items[later])", default: ([], [])].before.append(question.items[earlier])
                return true
            }
            return false
        }
        for (position, earlier) in expected.enumerated() {
            for (offset, later) in expected[(position + 1)...].enumerated()
            where rank[earlier]! > rank[later]! && (misplaced.contains(earlier) || misplaced.contains(later)) {
                let relation = OrderRelation(earlier: question.details[earlier], later: question.details[later])
                var key = ExplanationGroup(relation)
                let between = expected[(position + 1)..<(position + 1 + offset)]
                if case .ownRules = key, let chain = Self.chain(relation, items: between.map { question.details[$0] },
                                                                 links: question.links.filter { $0.event > relation.earlier.event && $0.event < relation.later.event }) {
                    key = chain
                }
                guard key == .ownLifecycle || !(followsFromOthers(earlier, later, between: between) || impliedByNeighbour(earlier, later, between: between))
                else { continue }
                if let index = groups.firstIndex(where: { $0.key == key }) {
                    groups[index].relations.append(relation)
                } else {
                    groups.append((key, [relation]))
                }
            }
        }
        var cited: Set<String> = []
        // Each rule in full once: a later explanation it also orders points back to where it was given.
        var explainedAt: [Rule: String] = [:]
        // A pointer back to the callback being explained again just says "above".
        func words(for rule: Rule, at anchor: String) -> String {
            if let given = explainedAt[rule] { return given == anchor ? phrasing.ruleGivenAbove : phrasing.ruleGivenAbove(at: given) }
            explainedAt[rule] = anchor
            return phrasing.rule(rule)
        }
        let truePosition = Dictionary(expected.enumerated().map { (question.items[$0.element], $0.offset) }, uniquingKeysWith: min)
        func distance(_ relation: OrderRelation) -> Int { truePosition[relation.later.label, default: 0] - truePosition[relation.earlier.label, default: 0] }
        // Callbacks some bullet has named in its pairs: every one marked ✗ gets named.
        let marked = Set(given.indices.filter { given[$0] != expected[$0] }.map { question.items[given[$0]] })
        var named: Set<String> = []
        // A rule said in full above leaves a bullet of its own nothing to add, unless it would
        // name a callback no bullet has (the misplaced B viewDidDisappear of a reversed pop).
        func saidAbove(_ key: ExplanationGroup, _ relations: [OrderRelation]) -> Bool {
            guard relations.allSatisfy({ named.contains($0.earlier.label) && named.contains($0.later.label) }) else { return false }
            return switch key {
            case .rule(let rule): explainedAt[rule] != nil
            case .ownRules(let earlier, let later): explainedAt[earlier] != nil && explainedAt[later] != nil
            case .steps, .ownLifecycle, .madeByCode, .createdByTheStep, .releasedByTheStep, .byWayOf: false
            }
        }
        // Neighbours in the true order first, in the groups and within each: their swap is the
        // mistake, farther pairs follow from it.
        func nearestFirst(_ relations: [OrderRelation]) -> [OrderRelation] {
            relations.enumerated().sorted { (distance($0.element), $0.offset) < (distance($1.element), $1.offset) }.map(\.element)
        }
        func ownOrderFirst(_ key: ExplanationGroup) -> Int { key == .ownLifecycle ? 0 : 1 }
        let nearest = groups.map { (key: $0.key, relations: nearestFirst($0.relations)) }.enumerated()
            .sorted { (ownOrderFirst($0.element.key), distance($0.element.relations[0]), $0.offset)
                < (ownOrderFirst($1.element.key), distance($1.element.relations[0]), $1.offset) }.map(\.element)
        // Why one group's pairs are ordered, and the rules whose evidence says so; a pointer back
        // when the rule was given above.
        func reason(_ key: ExplanationGroup, _ relations: [OrderRelation], anchor: String) -> (text: String, rules: [Rule]) {
            switch key {
            case .rule(let rule):
                return (words(for: rule, at: anchor), [rule])
            case .ownLifecycle:
                let orders = relations.flatMap(\.ownOrders)
                return (phrasing.ownLifecycle(orders), OwnOrder.allCases.filter(orders.contains).flatMap(\.rules))
            case .createdByTheStep(let object, let step):
                // The init's rule is the evidence (`OrderRelation.rules`): the app's code makes the object, then uses it.
                return (phrasing.createdByTheStep(object, step: step), relations[0].rules)
            case .releasedByTheStep(let object, let step):
                return (phrasing.releasedByTheStep(object, step: step), relations[0].rules)
            case .madeByCode(let code):
                // The app's code, not a UIKit rule, orders them: no evidence to cite.
                return (phrasing.madeByCode(code, pairs: relations.count), [])
            case .steps, .ownRules, .byWayOf:
                // Several reasons, each said where its group is written; never a chain's hop.
                return ("", relations[0].rules)
            }
        }
        // A group of callbacks is named in the order UIKit makes them, not the order of the pairs.
        func inTrueOrder(_ labels: [String]) -> [String] { labels.uniqued().sorted { truePosition[$0, default: 0] < truePosition[$1, default: 0] } }
        var explanations: [Grade.Explanation] = []
        // The pairs the bullets so far have named: a chain that passes through one points back to it.
        var givenPairs: Set<String> = []
        for (key, relations) in nearest where explanations.count < Self.explanationsShown && !saidAbove(key, relations) {
            // The nearest pairs, and beyond them any that names a callback marked ✗ that no bullet names.
            var shown = Array(relations.prefix(Self.pairsShown))
            func unnamed(_ label: String) -> Bool {
                marked.contains(label) && !named.contains(label) && !shown.contains { $0.earlier.label == label || $0.later.label == label }
            }
            for relation in relations.dropFirst(Self.pairsShown)
            where shown.count < Self.pairsShownToNameEveryMark && (unnamed(relation.earlier.label) || unnamed(relation.later.label)) {
                shown.append(relation)
            }
            // Chosen by nearness, listed in the order UIKit makes them.
            shown.sort { (truePosition[$0.earlier.label, default: 0], truePosition[$0.later.label, default: 0])
                < (truePosition[$1.earlier.label, default: 0], truePosition[$1.later.label, default: 0]) }
            let pairs = shown.map { "\($0.earlier.label) → \($0.later.label)" }
            named.formUnion(shown.flatMap { [$0.earlier.label, $0.later.label] })
            defer { givenPairs.formUnion(pairs) }
            let more = relations.count - pairs.count
            let text: String
            var rules: [Rule]
            switch key {
            case .rule, .ownLifecycle, .createdByTheStep, .releasedByTheStep, .madeByCode:
                let said = reason(key, relations, anchor: pairs[0])
                text = phrasing.orderedBy(pairs, rule: said.text, more: more)
                rules = said.rules
            case .steps:
                // The callbacks of the earlier step, then of the later one, each named once, in their true order.
                let later = inTrueOrder(relations.map(\.later.label))
                let waiting = Self.waiting(in: relations, question: question)
                text = phrasing.stepOrder(inTrueOrder(relations.map(\.earlier.label)), during: relations[0].earlier.stepText,
                                          later, during: relations[0].later.stepText)
                    // The waiting callbacks are named unless they are the whole later side just listed.
                    + (waiting.map { phrasing.waitsForItsStep($0.labels == later ? [] : $0.labels, rule: words(for: $0.rule, at: $0.labels[0])) } ?? "")
                rules = waiting.map { [$0.rule] } ?? []
            case .byWayOf(let middles, let hops):
                // Each hop by its own reason: the earlier callbacks before the first middle one, it
                // before the next, the last before the later ones. A pair a bullet above gave (the
                // earlier one to a middle one) stands for the hops up to that middle one.
                let earlierLabels = relations.map(\.earlier.label).uniqued()
                var said: [(from: [String], to: [String], reason: String)] = []
                rules = []
                let givenUpTo = earlierLabels.count == 1
                    ? middles.indices.last { givenPairs.contains("\(earlierLabels[0]) → \(middles[$0].label)") } : nil
                if let given = givenUpTo {
                    // The hop names that pair: "as explained above" says the rest.
                    said.append((earlierLabels, [middles[given].label], phrasing.ruleGivenAbove))
                }
                for (index, hop) in hops.enumerated() where index > (givenUpTo ?? -1) {
                    let from = index == 0 ? relations.map(\.earlier) : [middles[index - 1]]
                    let to = index == middles.count ? relations.map(\.later) : [middles[index]]
                    let pairsOfHop = from.flatMap { earlier in to.map { OrderRelation(earlier: earlier, later: $0) } }
                    let fromLabels = from.map(\.label).uniqued(), toLabels = to.map(\.label).uniqued()
                    let hopReason = reason(hop, pairsOfHop, anchor: "\(fromLabels[0]) → \(toLabels[0])")
                    said.append((fromLabels, toLabels, hopReason.text))
                    rules += hopReason.rules
                }
                text = phrasing.byWayOf(pairs, more: more, middles: middles[(givenUpTo ?? 0)...].map(\.label), hops: said)
                rules = rules.uniqued()
            case .ownRules(let earlier, let later):
                // Pairs each explained by their own two rules: each rule once, for every callback it fired.
                let earlierLabels = inTrueOrder(relations.map(\.earlier.label))
                let laterLabels = inTrueOrder(relations.map(\.later.label))
                let reasons = (words(for: earlier, at: earlierLabels[0]), words(for: later, at: laterLabels[0]))
                // "X, Y come before Z, W" only when it is so; interleaved pairs are named as pairs.
                let separated = earlierLabels.map { truePosition[$0, default: 0] }.max()! < laterLabels.map { truePosition[$0, default: 0] }.min()!
                text = separated ? phrasing.eachOwnRule(earlierLabels, reasons.0, laterLabels, reasons.1)
                    : phrasing.orderedBy(pairs, rule: phrasing.eachOwnReason(earlierLabels, reasons.0, laterLabels, reasons.1), more: more)
                rules = relations[0].rules
            }
            // The pairs that follow from a neighbours' pair shown here, said after its reason for the
            // callbacks no bullet names yet: the rest of a scrambled answer's go without saying.
            let alsoOrdered = shown.compactMap { relation -> String? in
                guard let also = implied["\(relation.earlier.label) → \(relation.later.label)"] else { return nil }
                let after = also.after.uniqued().filter { !named.contains($0) }, before = also.before.uniqued().filter { !named.contains($0) }
                guard !(after.isEmpty && before.isEmpty) else { return nil }
                named.formUnion(after + before)
                return phrasing.alsoOrdered(relation.earlier.label, before: after, relation.later.label, after: before)
            }
            let beyond = rules.contains(where: phrasing.goesBeyondTheSources)
            let names = material.sourceNames.names(ofSeeds: rules.flatMap(phrasing.sourceNumbers), language: question.language)
            let above = names.filter { !cited.insert($0).inserted }
            explanations.append(Grade.Explanation(item: relations[0].earlier.label, text: text + alsoOrdered.joined(), sources: names,
                                                  sourcesNamedAbove: above, goesBeyondTheSources: beyond))
        }
        // The engine's notes on the asked steps follow the pairs (what the order cannot show), and
        // why callbacks come again, pointing back to a rule given in full above.
        return explanations + question.reasons.map { reason in
            let text = reason.repeats.map { repeats in phrasing.repeatedCallbacks(repeats) { words(for: $0, at: repeats.labels[0]) } } ?? reason.text
            return Grade.Explanation(item: "", text: text, sources: reason.sources, goesBeyondTheSources: reason.goesBeyondTheSources,
                                     furtherEvidence: FurtherEvidence(markedIn: text))
        }
    }

    /// What groups pairs under one explanation: the app's code in the earlier callback that made
    /// the later one, the rule that orders them, the two steps they come from (the script's
    /// order decides), the order every controller keeps of its own, or the two rules that fired
    /// them when neither orders the other.
    private enum ExplanationGroup: Equatable {
        case madeByCode(WrittenCode)
        case rule(Rule)
        case steps(Int32, Int32)
        case ownLifecycle
        /// The step's code creates the object (its init) before anything the step then does.
        case createdByTheStep(object: String, step: String)
        /// The step lets the object go (its deinit) once it is done with it.
        case releasedByTheStep(object: String, step: String)
        case ownRules(Rule, Rule)
        /// A pair no rule orders that callbacks between them link: each hop has its own reason,
        /// one more hop than middle callbacks.
        indirect case byWayOf(middles: [ItemDetail], hops: [ExplanationGroup])

        /// Whether it orders a pair by one reason, so that it can be a hop of a chain.
        var isOneReason: Bool {
            switch self {
            case .rule, .ownLifecycle, .createdByTheStep, .releasedByTheStep, .madeByCode: true
            case .steps, .ownRules, .byWayOf: false
            }
        }

        init(_ relation: OrderRelation) {
            // The code explains a pair of one step whose earlier callback came before it ran; across
            // steps, the script's order does.
            if let code = relation.later.madeByCode,
               code.host == relation.earlier.label || relation.earlier.step == relation.later.step && relation.earlier.event < code.startsAt {
                self = .madeByCode(code)
            } else if relation.earlier.step != relation.later.step {
                self = .steps(relation.earlier.step, relation.later.step)
            } else {
                let earlier = relation.earlier
                self = relation.rule.map(ExplanationGroup.rule)
                    ?? (relation.followsOwnLifecycle ? .ownLifecycle
                        : relation.isCreatedByTheStep ? .createdByTheStep(object: earlier.object, step: earlier.stepText)
                        : relation.isReleasedByTheStep ? .releasedByTheStep(object: relation.later.object, step: relation.later.stepText)
                        : .ownRules(earlier.ownRule, relation.later.ownRule))
            }
        }
    }

    /// What orders a pair by way of the callbacks between them, in their step: the rule of one
    /// of them that names both in order, or else the fewest hops from the earlier to the later
    /// through callbacks between them (at most `hopsInAChain`), each hop ordered by one reason.
    /// The items are tried before the fixed links, as the learner sees them.
    private static func chain(_ relation: OrderRelation, items: [ItemDetail], links: [ItemDetail]) -> ExplanationGroup? {
        let between = (items + links).filter { $0.step == relation.earlier.step }
        if let stating = between.first(where: { relation.namesInOrder($0.explainingRule) }) { return .rule(stating.explainingRule) }
        // Nodes in the order to try: the pair's earlier callback, the items, the links, the later one.
        let nodes = [relation.earlier] + between + [relation.later]
        // How each node was first reached: the earlier callback comes first in the trace, so no hop returns to it.
        var reached: [Int: (from: Int, hop: ExplanationGroup)] = [:]
        var frontier = [0]
        for _ in 0..<Self.hopsInAChain where reached[nodes.count - 1] == nil {
            var next: [Int] = []
            for from in frontier {
                for to in nodes.indices where reached[to] == nil && nodes[from].event < nodes[to].event && nodes[to].event <= relation.later.event {
                    let hop = ExplanationGroup(OrderRelation(earlier: nodes[from], later: nodes[to]))
                    guard hop.isOneReason else { continue }
                    reached[to] = (from, hop)
                    next.append(to)
                }
            }
            frontier = next
        }
        guard reached[nodes.count - 1] != nil else { return nil }
        var path: [(node: Int, hop: ExplanationGroup)] = []
        var node = nodes.count - 1
        while node != 0, let step = reached[node] {
            path.insert((node, step.hop), at: 0)
            node = step.from
        }
        return .byWayOf(middles: path.dropLast().map { nodes[$0.node] }, hops: path.map(\.hop))
    }

    /// More hops say less than each callback's own rule would.
    private static let hopsInAChain = 3

    /// A later-step callback that the earlier step made for another object (a covered controller
    /// hears the style only as it comes back): its rule says why it waited. The object's other
    /// later callbacks of the same family (its trait handler) waited with it.
    private static func waiting(in relations: [OrderRelation], question: Question) -> (labels: [String], rule: Rule)? {
        let earlierStep = relations[0].earlier.step
        let madeEarlier = question.details.filter { $0.step == earlierStep }
        let later = relations.map(\.later)
        guard let first = later.first(where: { detail in
            madeEarlier.contains { $0.callback == detail.callback && $0.object != detail.object }
        }) else { return nil }
        let companions = later.filter { $0.object == first.object && $0.callback.category == first.callback.category }
        return (companions.map(\.label).uniqued(), first.rule)
    }

    /// Pairs listed under one rule; more are counted, not listed.
    private static let pairsShown = 3
    /// More are listed only to name a callback marked ✗ that no bullet names.
    private static let pairsShownToNameEveryMark = 6
    /// A badly scrambled answer has dozens of pairs: the first few rules say enough.
    private static let explanationsShown = 6

    private func single(_ question: Question, correct: Bool, given: String, expected: String, phrasing: Phrasing,
                        aboutTheGuess: String? = nil) -> Grade {
        var cited: Set<String> = []
        let explanations = [Grade.Explanation(item: expected, text: phrasing.answerWas(expected), sources: [])]
            + (aboutTheGuess.map { [Grade.Explanation(item: given, text: $0, sources: [])] } ?? [])
            + question.reasons.filter { !$0.onlyWhenChosen || $0.option == given }.map { reason in
                // Those of earlier reasons only: a source a reason names twice is still its own.
                defer { cited.formUnion(reason.sources) }
                return Grade.Explanation(item: reason.option ?? expected, text: reason.text, sources: reason.sources,
                                         sourcesNamedAbove: reason.sources.filter(cited.contains),
                                         goesBeyondTheSources: reason.goesBeyondTheSources, furtherEvidence: FurtherEvidence(markedIn: reason.text))
            }
        return Grade(questionID: question.id.description, correct: correct, score: correct ? 1 : 0,
                     expected: [expected], given: [given], rows: [], explanations: explanations,
                     askedMethods: question.details.map(\.callback.methodID).uniqued())
    }
}
