/// One of the note types lifequiz adds to Anki, one per card kind, each with one card
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
        case .cloze: cloze
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

    /// Anki's Cloze behaviour (model type 1): one blank, `c1`, so one card per note; the
    /// second language of a bilingual card is on the back only, so both sides show one blank.
    static let cloze = NoteType(
        kind: .cloze, id: 1_735_689_600_004, name: "lifequiz Cloze",
        fields: ["Text", "Back Extra", "Sources"],
        question: [.kind(label: "export.label.cloze"), .cloze("Text")],
        answer: [.field("Back Extra", label: nil), .field("Sources", label: nil)]
    )

    static let pitfall = NoteType(
        kind: .pitfall, id: 1_735_689_600_002, name: "lifequiz Pitfall",
        fields: ["Title", "Symptom", "Cause", "Fix", "Code", "Sources"],
        // A bug hunt: the symptom and the code, under a title that gives nothing away; the
        // pitfall's own title names the mistake, so it opens the answer.
        question: [
            .kind(label: "export.label.bug-hunt"), .field("Symptom", label: "export.label.symptom"),
            .field("Code", label: "export.label.code"), .prompt(label: "export.prompt.pitfall"),
        ],
        answer: [
            .field("Title", label: nil), .field("Cause", label: "export.label.cause"), .field("Fix", label: "export.label.fix"),
            .field("Sources", label: nil),
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
        let answerBlocks = answer.map(\.template).joined(separator: "\n") + "\n</div>"
        if isCloze {
            // The question side shows the blank, so the answer cannot start from {{FrontSide}}:
            // `{{cloze:Text}}` on this side is what reveals it.
            return "<div class=\"lq lq-\(kind.rawValue) {{Tags}}\">\n" + question.map(\.template).joined(separator: "\n")
                + "\n<hr id=answer>\n" + answerBlocks
        }
        return "{{FrontSide}}\n\n<hr id=answer>\n\n<div class=\"lq lq-\(kind.rawValue) {{Tags}}\">\n" + answerBlocks
    }

    /// Anki's model type: 1 for cloze, 0 for standard.
    var isCloze: Bool { kind == .cloze }

    /// Both sides with `values` filled in, the answer without the question, labelled in
    /// `language`, for formats without note types (TSV).
    func renderedSides(_ values: [String], language: CardLanguage) -> (question: String, answer: String) {
        let byName = Dictionary(uniqueKeysWithValues: zip(fields, values))
        // A cloze's answer side shows its text again, revealed, as Anki's does.
        let revealed = isCloze ? question.filter { if case .cloze = $0 { true } else { false } } : []
        return (question.map { $0.rendered(byName, language: language) }.joined(),
                (revealed.map { $0.rendered(byName, language: language, revealed: true) }
                    + answer.map { $0.rendered(byName, language: language) }).joined())
    }
}
