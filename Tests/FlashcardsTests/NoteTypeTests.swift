import Testing

@testable import Flashcards

/// The note types' templates and the TSV's flattened sides come from the same blocks.
@Suite struct NoteTypeTests {
    @Test(arguments: FlashcardKind.allCases)
    func templatesShowEveryField(kind: FlashcardKind) {
        let noteType = NoteType.of(kind)
        let templates = noteType.questionTemplate + noteType.answerTemplate
        for field in noteType.fields {
            #expect(templates.contains("{{\(field)}}"), "\(noteType.name) never shows \(field)")
        }
        #expect(noteType.answerTemplate.hasPrefix("{{FrontSide}}"))
    }

    @Test(arguments: FlashcardKind.allCases)
    func cardsHaveOneValuePerNoteTypeField(kind: FlashcardKind) throws {
        let card = try #require(SyntheticDeck.make(cardCount: 40).cards.first { $0.kind == kind })
        #expect(card.noteFields.count == NoteType.of(kind).fields.count)
    }

    @Test func emptyFieldLeavesOutItsLabel() {
        let values = ["<b>t</b>", "s", "c", "f", "", ""]
        let answer = NoteType.pitfall.renderedSides(values).answer
        #expect(answer.contains("原因 · Cause") && answer.contains("修正 · Fix"))
        #expect(!answer.contains("代码 · Code") && !answer.contains("出处 · Sources"))
    }
}
