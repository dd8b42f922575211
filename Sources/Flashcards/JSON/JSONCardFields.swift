import Quiz

/// A card's fields in the JSON export; which are present depends on the card's kind
/// (docs/export.md lists them).
struct JSONCardFields: Codable, Hashable {
    // fact
    var front: JSONText?
    var back: JSONText?
    // cloze
    var text: JSONText?
    var answer: String?
    // pitfall
    var title: JSONText?
    var symptom: JSONText?
    var cause: JSONText?
    var fix: JSONText?
    var snippet: String?
    var fixSnippet: String?
    // ordering
    var scenario: JSONText?
    var ios: Int?
    var sequence: [String]?
    /// The sequence step by step, with the positions that differ from `comparedWith`'s order.
    var steps: [JSONOrderingStep]?
    var objects: [JSONOrderingObject]?
    var comparedWith: Int?

    init(_ content: FlashcardContent, in language: CardLanguage) {
        switch content {
        case .fact(let fact):
            front = JSONText(fact.front, in: language)
            back = JSONText(fact.back, in: language)
        case .cloze(let cloze):
            text = JSONText(cloze.text, in: language)
            answer = cloze.answer
        case .pitfall(let pitfall):
            title = JSONText(pitfall.title, in: language)
            symptom = JSONText(pitfall.symptom, in: language)
            cause = JSONText(pitfall.cause, in: language)
            fix = JSONText(pitfall.fix, in: language)
            snippet = pitfall.snippet
            fixSnippet = pitfall.fixSnippet
        case .ordering(let ordering):
            scenario = JSONText(ordering.scenario, in: language)
            ios = ordering.iOS
            sequence = ordering.sequence
            steps = ordering.steps.phases.map {
                JSONOrderingStep(step: $0.step, number: $0.number, callbacks: $0.callbacks, differing: $0.differing.sorted())
            }
            objects = ordering.steps.classes.map { JSONOrderingObject(name: $0.object, className: $0.className) }
            comparedWith = ordering.steps.comparedWith
        }
    }

    /// The model's content for a card of `kind`; `missing` names the field a file left out.
    func content(
        of kind: FlashcardKind, missing: (String) -> DeckFileError
    ) throws(DeckFileError) -> FlashcardContent {
        func required<Value>(_ value: Value?, _ name: String) throws(DeckFileError) -> Value {
            guard let value else { throw missing(name) }
            return value
        }
        switch kind {
        case .fact:
            return .fact(
                FactFields(front: try required(front, "front").localized, back: try required(back, "back").localized))
        case .cloze:
            return .cloze(ClozeFields(text: try required(text, "text").localized, answer: try required(answer, "answer")))
        case .pitfall:
            return .pitfall(
                PitfallFields(
                    title: try required(title, "title").localized, symptom: try required(symptom, "symptom").localized,
                    cause: try required(cause, "cause").localized, fix: try required(fix, "fix").localized,
                    snippet: snippet, fixSnippet: fixSnippet))
        case .ordering:
            let sequence = try required(sequence, "sequence")
            guard let steps, let objects else { return .ordering(OrderingFields(scenario: try required(scenario, "scenario").localized,
                                                                            iOS: try required(ios, "ios"), sequence: sequence)) }
            var ordering = OrderingSteps(phases: steps.map { step in
                var phase = OrderingSteps.Phase(step: step.step, number: step.number, callbacks: step.callbacks)
                phase.differing = Set(step.differing)
                return phase
            }, classes: objects.map { (object: $0.name, className: $0.className) })
            ordering.comparedWith = comparedWith
            return .ordering(OrderingFields(scenario: try required(scenario, "scenario").localized, iOS: try required(ios, "ios"),
                                            steps: ordering))
        }
    }
}

/// One asked step of an ordering in the JSON export.
struct JSONOrderingStep: Codable, Hashable {
    var step: String
    var number: Int
    var callbacks: [String]
    /// Positions in `callbacks` that are elsewhere in the compared version's order.
    var differing: [Int]
}

/// An object an ordering's callbacks are made on, and its UIKit class.
struct JSONOrderingObject: Codable, Hashable {
    var name: String
    var className: String

    private enum CodingKeys: String, CodingKey {
        case name
        case className = "class"
    }
}
