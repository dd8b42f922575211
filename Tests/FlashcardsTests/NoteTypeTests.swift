import SyntheticDecks
import Testing

@testable import Flashcards

/// The note types' templates and the TSV's flattened sides come from the same blocks.
@Suite struct NoteTypeTests {
    @Test(arguments: FlashcardKind.allCases)
    func templatesShowEveryField(kind: FlashcardKind) {
        let noteType = NoteType.of(kind)
        let templates = noteType.questionTemplate + noteType.answerTemplate
        for field in noteType.fields {
            #expect(templates.contains("{{\(field)}}") || templates.contains("{{cloze:\(field)}}"), "\(noteType.name) never shows \(field)")
        }
        // A cloze's answer shows its text revealed; the others repeat the question above the answer.
        #expect(kind == .cloze ? noteType.answerTemplate.contains("{{cloze:Text}}") : noteType.answerTemplate.hasPrefix("{{FrontSide}}"))
    }

    /// TSV has no cloze note type: its front shows the blank as Anki does, its back the answer
    /// highlighted.
    @Test func flattenedClozeShowsTheBlankThenTheAnswer() {
        let sides = NoteType.cloze.renderedSides(["<div lang=\"en\">{{c1::viewDidLoad()}} runs once</div>", "", ""], language: .en)
        #expect(sides.question.contains(">[...]</span> runs once") && !sides.question.contains("viewDidLoad"))
        #expect(sides.answer.contains(">viewDidLoad()</span> runs once"))
    }

    @Test(arguments: FlashcardKind.allCases)
    func cardsHaveOneValuePerNoteTypeField(kind: FlashcardKind) throws {
        let card = try #require(SyntheticDeck.make(cardCount: 40).cards.first { $0.kind == kind })
        #expect(card.noteFields.count == NoteType.of(kind).fields.count)
    }

    @Test func emptyFieldLeavesOutItsLabel() {
        let values = ["<b>t</b>", "s", "c", "f", "", ""]
        let answer = NoteType.pitfall.renderedSides(values, language: .both).answer
        #expect(answer.contains("原因 · Cause") && answer.contains("修正 · Fix"))
        #expect(!answer.contains("代码 · Code"))
    }

    /// A Chinese card says 症状, an English one Symptom: no bilingual labels on a one-language card.
    @Test(arguments: [(CardLanguage.zh, "症状", "Symptom"), (.en, "Symptom", "症状")])
    func flattenedSidesAreLabelledInTheCardsLanguage(language: CardLanguage, label: String, otherLabel: String) {
        let question = NoteType.pitfall.renderedSides(["t", "s", "c", "f", "", ""], language: language).question
        #expect(question.contains(label) && !question.contains(otherLabel))
    }

    /// In Anki the template holds both labels; the card's `lang-…` tag, a class on the card,
    /// hides the other language's.
    @Test func templatesCarryBothLabelsAndTheTagsThatPickOne() {
        let template = NoteType.pitfall.questionTemplate
        #expect(template.contains(#"<span class="lq-zh" lang="zh-Hans">症状</span><span class="lq-en" lang="en">Symptom</span>"#))
        #expect(template.contains("{{Tags}}"))
        #expect(NoteType.css.contains(".lang-zh .lq-en, .lang-en .lq-zh { display: none; }"))
    }
}
