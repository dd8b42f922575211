import Foundation
import Study
import Testing
@testable import Quiz

/// When the guided path moves on.
@Suite struct LessonProgressTests {
    let now = Date(timeIntervalSince1970: 1_767_600_000)

    func cards(topic: String, new: Int, learning: Int, known: Int) -> [CardProgress] {
        func card(_ index: Int, _ state: CardState?) -> CardProgress {
            let schedule = state.map { CardSchedule(state: $0, step: $0 == .review ? nil : 0, memory: MemoryState(stability: 3, difficulty: 5),
                                                    due: now, lastReview: now) } ?? .new(due: now)
            return CardProgress(card: StudyCard(id: "fact:\(topic).\(index)", kind: "fact", topic: topic, methodIDs: []),
                                schedule: schedule, introducedAt: now, reviews: state == nil ? 0 : 1, lapses: 0)
        }
        return (0..<new).map { card($0, nil) } + (0..<learning).map { card(100 + $0, .learning) } + (0..<known).map { card(200 + $0, .review) }
    }

    @Test func aLessonIsKnownWithTenGraduatedCardsAndFewStillBeingLearned() {
        let launch = TeachingOrder.lessons[0]
        let path = LessonProgress.path(over: cards(topic: "view-loading", new: 80, learning: 2, known: 10))
        #expect(path[0].lesson == launch && path[0].required == 10 && path[0].isMastered)
        #expect(!LessonProgress.path(over: cards(topic: "view-loading", new: 80, learning: 0, known: 9))[0].isMastered)
        #expect(!LessonProgress.path(over: cards(topic: "view-loading", new: 80, learning: 3, known: 10))[0].isMastered)
    }

    @Test func aSmallLessonAsksForAllItsCards() {
        let path = LessonProgress.path(over: cards(topic: "navigation", new: 1, learning: 0, known: 5))
        let navigation = path[2]
        #expect(navigation.lesson.id == "navigation" && navigation.required == 6 && !navigation.isMastered)
    }

    @Test func cardTopicsOfBothVocabulariesMapToTheirLesson() {
        #expect(TeachingOrder.lesson(of: "loading").id == "launch")
        #expect(TeachingOrder.lesson(of: "view-loading").id == "launch")
        #expect(TeachingOrder.lesson(of: "tabs-and-pages").id == "containers")
        #expect(TeachingOrder.lesson(of: "scenes").id == "app-states")
    }
}

extension LessonProgressTests {
    @Test func everyCardTopicBelongsToALessonByName() throws {
        let topics = Set(try CardCatalog(material: try TestMaterial.material()).cards().map(\.topic))
        #expect(topics.subtracting(TeachingOrder.topics).isEmpty)
    }
}
