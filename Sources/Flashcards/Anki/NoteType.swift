/// One of the three note types lifequiz adds to Anki, one per card kind, each with one card
/// template (so one card per note).
///
/// Ids and field names must never change: Anki matches an imported note type to the one in the
/// collection by id, and treats it as a different note type when its field or template names
/// differ — notes whose note type changed are then skipped as "conflicting" instead of updated.
/// Labels, templates and CSS may change; Anki takes them over when the export is newer.
struct NoteType {
    let kind: FlashcardKind
    let id: Int64
    let name: String
    let fields: [String]
    let question: [CardBlock]
    let answer: [CardBlock]

    static func of(_ kind: FlashcardKind) -> NoteType {
        switch kind {
        case .fact: fact
        case .pitfall: pitfall
        case .ordering: ordering
        }
    }

    static let fact = NoteType(
        kind: .fact, id: 1_735_689_600_001, name: "lifequiz Fact",
        fields: ["Front", "Back", "Sources"],
        question: [.kind(label: "export.label.fact"), .field("Front", label: nil)],
        answer: [.field("Back", label: nil), .field("Sources", label: nil)]
    )

    static let pitfall = NoteType(
        kind: .pitfall, id: 1_735_689_600_002, name: "lifequiz Pitfall",
        fields: ["Title", "Symptom", "Cause", "Fix", "Code", "Sources"],
        question: [
            .kind(label: "export.label.pitfall"), .field("Title", label: nil), .field("Symptom", label: "export.label.symptom"),
            .prompt(label: "export.prompt.pitfall"),
        ],
        answer: [
            .field("Cause", label: "export.label.cause"), .field("Fix", label: "export.label.fix"),
            .field("Code", label: "export.label.code"), .field("Sources", label: nil),
        ]
    )

    static let ordering = NoteType(
        kind: .ordering, id: 1_735_689_600_003, name: "lifequiz Ordering",
        fields: ["Scenario", "iOS", "Sequence", "Sources"],
        question: [
            .kind(label: "export.label.ordering"), .badge(field: "iOS", prefix: "iOS"), .field("Scenario", label: nil),
            .prompt(label: "export.prompt.ordering"),
        ],
        answer: [.field("Sequence", label: nil), .field("Sources", label: nil)]
    )

    /// Anki's question template. The card's tags become classes, so its language tag
    /// (`lang-zh`, `lang-en`) picks which labels show.
    var questionTemplate: String {
        "<div class=\"lq lq-\(kind.rawValue) {{Tags}}\">\n" + question.map(\.template).joined(separator: "\n") + "\n</div>"
    }

    /// Anki's answer template: the question, Anki's answer marker, then the answer blocks.
    var answerTemplate: String {
        "{{FrontSide}}\n\n<hr id=answer>\n\n<div class=\"lq lq-\(kind.rawValue) {{Tags}}\">\n"
            + answer.map(\.template).joined(separator: "\n") + "\n</div>"
    }

    /// Both sides with `values` filled in, the answer without the question, labelled in
    /// `language`, for formats without note types (TSV).
    func renderedSides(_ values: [String], language: CardLanguage) -> (question: String, answer: String) {
        let byName = Dictionary(uniqueKeysWithValues: zip(fields, values))
        return (question.map { $0.rendered(byName, language: language) }.joined(),
                answer.map { $0.rendered(byName, language: language) }.joined())
    }
}
