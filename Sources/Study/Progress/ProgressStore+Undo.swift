import Foundation
import GRDB

extension ProgressStore {
    /// Takes back `review`, which must be its card's latest: deletes it from the log and puts the
    /// card's schedule, review count and lapses back as they were before it. The schedule before
    /// a review is the one the previous review left (the log keeps it whole), or a new card's.
    /// Returns the card as it stands afterwards.
    @discardableResult
    public func undo(_ review: ReviewLogEntry) throws -> CardProgress {
        try guarded {
            try writer.write { db in
                guard var card = try CardRecord.fetchOne(db, key: review.cardID) else {
                    throw ProgressError.unknownCard(review.cardID)
                }
                let latest = try ReviewLogEntry.filter(Column("card_id") == review.cardID)
                    .order(Column("id").desc).limit(2).fetchAll(db)
                guard let reviewID = review.id, latest.first?.id == reviewID else {
                    throw ProgressError.notLatestReview(cardID: review.cardID)
                }
                card.schedule = latest.dropFirst().first?.scheduleAfter ?? .new(due: card.introducedAt)
                card.reps = max(0, card.reps - 1)
                if review.stateBefore == .review && review.rating == .again { card.lapses = max(0, card.lapses - 1) }
                try card.update(db)
                _ = try ReviewLogEntry.deleteOne(db, key: reviewID)
                return card.progress(methodIDs: try Self.methodIDsByCard(db, of: card.id)[card.id] ?? [])
            }
        }
    }
}

extension ReviewLogEntry {
    /// The card's schedule as this review left it.
    public var scheduleAfter: CardSchedule {
        CardSchedule(state: stateAfter, step: stepAfter,
                     memory: MemoryState(stability: stabilityAfter, difficulty: difficultyAfter),
                     due: dueAfter, lastReview: reviewedAt)
    }
}
