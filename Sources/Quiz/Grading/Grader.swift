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
            return .graded(single(question, correct: given.swiftName == expected.swiftName, given: given.swiftName,
                                  expected: expected.swiftName, phrasing: phrasing))
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
    /// explanation, and each source is cited once.
    private func explanations(of given: [Int], expected: [Int], question: Question, phrasing: Phrasing) -> [Grade.Explanation] {
        let misplaced = OrderMeasures.misplaced(given, expected)
        let rank = Dictionary(uniqueKeysWithValues: given.enumerated().map { ($0.element, $0.offset) })
        // Pairs are grouped by the rule that orders them; pairs each explained by their own
        // rules, or by the script's order, stand alone.
        var groups: [(rule: Rule?, relations: [OrderRelation])] = []
        for (position, earlier) in expected.enumerated() {
            for later in expected[(position + 1)...]
            where rank[earlier]! > rank[later]! && (misplaced.contains(earlier) || misplaced.contains(later)) {
                let relation = OrderRelation(earlier: question.details[earlier], later: question.details[later])
                if let rule = relation.rule, let index = groups.firstIndex(where: { $0.rule == rule }) {
                    groups[index].relations.append(relation)
                } else {
                    groups.append((relation.rule, [relation]))
                }
            }
        }
        var cited: Set<String> = []
        // A badly scrambled answer has dozens of pairs: the first few rules say enough.
        return groups.prefix(Self.explanationsShown).map { rule, relations in
            let text: String
            if let rule {
                let pairs = relations.prefix(Self.pairsShown).map { "\($0.earlier.label) → \($0.later.label)" }
                text = phrasing.orderedBy(pairs, rule: phrasing.rule(rule), more: relations.count - pairs.count)
            } else {
                text = relations[0].text(phrasing)
            }
            let names = material.sourceNames.names(inEvidence: relations[0].evidence(phrasing), language: question.language)
            let fresh = names.filter { cited.insert($0).inserted }
            return Grade.Explanation(item: relations[0].earlier.label, text: text, sources: fresh)
        }
    }

    /// Pairs listed under one rule; more are counted, not listed.
    private static let pairsShown = 3
    private static let explanationsShown = 6

    private func single(_ question: Question, correct: Bool, given: String, expected: String, phrasing: Phrasing) -> Grade {
        var cited: Set<String> = []
        let explanations = [Grade.Explanation(item: expected, text: phrasing.answerWas(expected), sources: [])]
            + question.reasons.map { reason in
                Grade.Explanation(item: expected, text: reason.text, sources: reason.sources.filter { cited.insert($0).inserted })
            }
        return Grade(questionID: question.id.description, correct: correct, score: correct ? 1 : 0,
                     expected: [expected], given: [given], rows: [], explanations: explanations)
    }
}
