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
        let misplaced = OrderMeasures.misplaced(given, expected)
        let explanations = expected.enumerated().filter { misplaced.contains($0.element) }.map { position, item in
            explanation(of: item, at: position, in: expected, question: question, phrasing: phrasing)
        }
        let score = OrderMeasures.score(given, expected)
        return Grade(questionID: question.id.description, correct: given == expected, score: score,
                     expected: expected.map { items[$0] }, given: given.map { items[$0] }, rows: rows,
                     explanations: explanations)
    }

    /// Where the item belongs, the rule that puts it there, and what the knowledge base says of its method.
    private func explanation(of item: Int, at position: Int, in expected: [Int], question: Question, phrasing: Phrasing) -> Grade.Explanation {
        let detail = question.details[item]
        let before = position > 0 ? question.items[expected[position - 1]] : nil
        let after = position + 1 < expected.count ? question.items[expected[position + 1]] : nil
        var text = phrasing.belongsBetween(detail.label, after: before, before: after) + " " + phrasing.rule(detail.rule)
        var sources = [phrasing.evidence(detail.rule)]
        if let fact = material.facts(about: detail.callback.methodID).first {
            text += " " + fact.text.text(in: question.language)
            sources += material.citations(of: fact)
        }
        return Grade.Explanation(item: detail.label, text: text, sources: sources)
    }

    private func single(_ question: Question, correct: Bool, given: String, expected: String, phrasing: Phrasing) -> Grade {
        let explanations = [Grade.Explanation(item: expected, text: phrasing.answerWas(expected), sources: [])]
            + question.reasons.map { Grade.Explanation(item: expected, text: $0.text, sources: $0.source.isEmpty ? [] : [$0.source]) }
        return Grade(questionID: question.id.description, correct: correct, score: correct ? 1 : 0,
                     expected: [expected], given: [given], rows: [], explanations: explanations)
    }
}
