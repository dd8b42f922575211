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
        question: [.kind("知识点 · Fact"), .field("Front", label: nil)],
        answer: [.field("Back", label: nil), .field("Sources", label: "出处 · Sources")]
    )

    static let pitfall = NoteType(
        kind: .pitfall, id: 1_735_689_600_002, name: "lifequiz Pitfall",
        fields: ["Title", "Symptom", "Cause", "Fix", "Code", "Sources"],
        question: [
            .kind("陷阱 · Pitfall"), .field("Title", label: nil), .field("Symptom", label: "症状 · Symptom"),
            .prompt("为什么？怎么修？ · Why, and how do you fix it?"),
        ],
        answer: [
            .field("Cause", label: "原因 · Cause"), .field("Fix", label: "修正 · Fix"),
            .field("Code", label: "代码 · Code"), .field("Sources", label: "出处 · Sources"),
        ]
    )

    static let ordering = NoteType(
        kind: .ordering, id: 1_735_689_600_003, name: "lifequiz Ordering",
        fields: ["Scenario", "iOS", "Sequence", "Sources"],
        question: [
            .kind("回调顺序 · Callback order"), .badge(field: "iOS", prefix: "iOS"), .field("Scenario", label: nil),
            .prompt("按顺序写出回调 · List the callbacks in order"),
        ],
        answer: [.field("Sequence", label: nil), .field("Sources", label: "出处 · Sources")]
    )

    /// Anki's question template.
    var questionTemplate: String {
        "<div class=\"lq lq-\(kind.rawValue)\">\n" + question.map(\.template).joined(separator: "\n") + "\n</div>"
    }

    /// Anki's answer template: the question, Anki's answer marker, then the answer blocks.
    var answerTemplate: String {
        "{{FrontSide}}\n\n<hr id=answer>\n\n<div class=\"lq lq-\(kind.rawValue)\">\n"
            + answer.map(\.template).joined(separator: "\n") + "\n</div>"
    }

    /// Both sides with `values` filled in, the answer without the question, for formats without
    /// note types (TSV).
    func renderedSides(_ values: [String]) -> (question: String, answer: String) {
        let byName = Dictionary(uniqueKeysWithValues: zip(fields, values))
        return (question.map { $0.rendered(byName) }.joined(), answer.map { $0.rendered(byName) }.joined())
    }
}
