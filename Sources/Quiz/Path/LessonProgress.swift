import Study

/// How far the learner is with one lesson of the guided path.
public struct LessonProgress: Sendable, Equatable {
    public let lesson: Lesson
    /// The lesson's cards.
    public let total: Int
    /// Cards reviewed at least once.
    public let started: Int
    /// Cards graduated from their learning steps (in review, not forgotten since).
    public let known: Int

    /// The share of known cards at which the path moves on.
    public static let masteryThreshold = 0.8

    /// Known well enough to move on; a lesson without cards has nothing to teach.
    public var isMastered: Bool { total == 0 || Double(known) >= Double(total) * Self.masteryThreshold }
    public var isStarted: Bool { started > 0 }

    /// Each lesson's progress over these cards, in teaching order.
    public static func path(over cards: [CardProgress]) -> [LessonProgress] {
        let byLesson = Dictionary(grouping: cards) { TeachingOrder.lesson(of: $0.card.topic).id }
        return TeachingOrder.lessons.map { lesson in
            let cards = byLesson[lesson.id] ?? []
            return LessonProgress(lesson: lesson, total: cards.count, started: cards.filter { !$0.isNew }.count,
                                  known: cards.filter { !$0.isNew && $0.schedule.state == .review }.count)
        }
    }
}
