import Testing

@testable import Quiz

/// Question ids are pasted into `lifequiz answer` and kept in scripts and progress: their text is
/// fixed, as docs/quiz.md documents it.
@Suite struct QuestionIDTests {
    @Test func anIdIsWrittenInItsDocumentedForm() {
        let id = QuestionID(kind: .ordering, level: 2, topic: "navigation", version: 18, source: "scenario.a:b@c%",
                            seed: 48_213, content: "1a2b3c4d")
        #expect(id.description == "order:2:navigation:18:scenario.a%3Ab%40c%25:48213@1a2b3c")
    }

    @Test func aWrittenIdReadsBack() {
        let id = QuestionID(kind: .ordering, level: 2, topic: "navigation", version: 18, source: "scenario.a:b@c%",
                            seed: 48_213, content: "1a2b3c")
        #expect(QuestionID("order:2:navigation:18:scenario.a%3Ab%40c%25:48213@1a2b3c") == id)
        #expect(QuestionID("truth:1:-:9:-:7@abcdef")?.description == "truth:1:-:9:-:7@abcdef")
    }

    /// An id typed without its fingerprint is written back as typed, with no `@` (twentieth
    /// review #16: an error quoted an `@` the user never typed).
    @Test func anIdWithoutAFingerprintIsWrittenAsTyped() {
        #expect(QuestionID("order:1:loading:9:-:7")?.description == "order:1:loading:9:-:7")
    }
}
