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
            return .ordering(
                OrderingFields(
                    scenario: try required(scenario, "scenario").localized, iOS: try required(ios, "ios"),
                    sequence: try required(sequence, "sequence")))
        }
    }
}
