import Foundation

/// A card as the learner's progress knows it: what it is, where it stands, how it went.
public struct CardProgress: Sendable, Equatable {
    public let card: StudyCard
    public let schedule: CardSchedule
    public let introducedAt: Date
    /// Reviews recorded for it.
    public let reviews: Int
    /// Times it was forgotten after graduating (rated Again in the review state).
    public let lapses: Int

    public init(card: StudyCard, schedule: CardSchedule, introducedAt: Date, reviews: Int, lapses: Int) {
        self.card = card
        self.schedule = schedule
        self.introducedAt = introducedAt
        self.reviews = reviews
        self.lapses = lapses
    }

    /// Introduced but never reviewed.
    public var isNew: Bool { reviews == 0 }
}
