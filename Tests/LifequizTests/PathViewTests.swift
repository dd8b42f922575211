import Testing
@testable import lifequiz
@testable import Quiz
import KnowledgeBase

/// What `learn` says when a lesson ends.
@Suite struct PathViewTests {
    func outcome(_ language: Language, wrongRatedRecalled: Int) -> String {
        let path = TeachingOrder.lessons.enumerated().map { index, lesson in
            LessonProgress(lesson: lesson, total: 12, started: index == 0 ? 10 : 0, known: index == 0 ? 10 : 0)
        }
        let view = PathView(path: path, lessons: [:], console: Console(format: .text, language: language))
        return view.outcome(of: TeachingOrder.lessons[0], wrongRatedRecalled: wrongRatedRecalled)
            .flatMap(\.lines).map(\.plainText).joined(separator: "\n")
    }

    /// A lesson known after answers marked ✗ were rated as recalled says that it counts the
    /// ratings (nineteenth review C14): "You know" beside 2/6 right would read as a mistake.
    @Test(arguments: [(Language.en, "you rated 4 answers marked ✗ as recalled"), (.zh, "有 4 道标 ✗ 的题你评为记得")])
    func aLessonKnownByRatingsOverWrongAnswersSaysSo(language: Language, expected: String) {
        #expect(outcome(language, wrongRatedRecalled: 4).contains(expected))
        #expect(!outcome(language, wrongRatedRecalled: 0).contains("✗"))
    }

    /// A lesson known by more cards than it asks (a sitting with --new 40) shows 10/10, not 40/10.
    @Test func aLessonsCountStopsAtWhatItAsks() {
        let path = TeachingOrder.lessons.enumerated().map { index, lesson in
            LessonProgress(lesson: lesson, total: 60, started: index == 0 ? 40 : 0, known: index == 0 ? 40 : 0)
        }
        let map = PathView(path: path, lessons: [:], console: Console(format: .text, language: .en)).map
            .flatMap(\.lines).map(\.plainText)
        #expect(map.contains { $0.hasSuffix(" \(LessonProgress.cardsToKnow)/\(LessonProgress.cardsToKnow)") }, "\(map)")
        #expect(!map.contains { $0.contains("40/") }, "\(map)")
    }
}
