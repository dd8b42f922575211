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

    /// Graduated cards a lesson asks for before the path moves on: enough to show the lesson is
    /// understood, not the whole deck (which `study` keeps reviewing afterwards).
    public static let cardsToKnow = 10
    /// The share of the cards started that must have graduated: not too many forgotten ones.
    public static let shareToKnow = 0.8

    /// How many known cards this lesson asks for.
    public var required: Int { min(total, Self.cardsToKnow) }

    /// Known well enough to move on; a lesson without cards has nothing to teach.
    public var isMastered: Bool { known >= required && Double(known) >= Double(started) * Self.shareToKnow }

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
