import Foundation
import GRDB
import SeededRandom

extension ProgressStore {
    /// Records an answer given at `time`: reads the card's schedule, lets the scheduler compute the
    /// next one and writes it with the review log entry, in one transaction. Concurrent answers
    /// from other processes are serialised by SQLite, so each is scheduled from the latest state.
    @discardableResult
    public func record(_ answer: Answer, at time: Date) throws -> ReviewLogEntry {
        if let grade = answer.grade, !(0...1).contains(grade) { throw ProgressError.gradeOutOfRange(grade) }
        let time = Self.storedTime(time)
        return try guarded {
            try writer.write { db in
                guard var card = try CardRecord.fetchOne(db, key: answer.cardID) else {
                    throw ProgressError.unknownCard(answer.cardID)
                }
                if let session = answer.sessionID, try !StudySession.exists(db, key: session) {
                    throw ProgressError.unknownSession(session)
                }
                let before = card.schedule
                let after = schedule(before, rating: answer.rating, at: time, cardID: card.id, reviewNumber: card.reps)
                var entry = ReviewLogEntry(
                    id: nil, cardID: card.id, sessionID: answer.sessionID, rating: answer.rating, reviewedAt: time,
                    elapsedDays: before.lastReview.map { max(0, Scheduler.wholeDays(from: $0, to: time)) } ?? 0,
                    scheduledDays: Scheduler.wholeDays(from: time, to: after.due),
                    stateBefore: before.state, stateAfter: after.state, stepAfter: after.step,
                    stabilityAfter: after.memory!.stability, difficultyAfter: after.memory!.difficulty,
                    dueAfter: after.due, grade: answer.grade, answer: answer.response)
                try entry.insert(db)
                card.schedule = after
                card.reps += 1
                if before.state == .review && answer.rating == .again { card.lapses += 1 }
                try card.update(db)
                return entry
            }
        }
    }

    /// Every review of a card in the order it was recorded, which is the order it was scheduled
    /// in (two processes' clocks may disagree slightly on the times).
    public func history(of cardID: String) throws -> [ReviewLogEntry] {
        try guarded {
            try writer.read { db in
                try ReviewLogEntry.filter(Column("card_id") == cardID).order(Column("id")).fetchAll(db)
            }
        }
    }

    public func startSession(at time: Date) throws -> StudySession {
        try guarded {
            try writer.write { db in
                try StudySession(id: nil, startedAt: Self.storedTime(time), endedAt: nil).inserted(db)
            }
        }
    }

    public func endSession(_ id: Int64, at time: Date) throws {
        try guarded {
            try writer.write { db in
                guard var session = try StudySession.fetchOne(db, key: id) else { throw ProgressError.unknownSession(id) }
                session.endedAt = Self.storedTime(time)
                try session.update(db)
            }
        }
    }

    /// Fuzz, when on, draws from a generator seeded by the store's seed, the card and how many
    /// reviews it had: reproducible, and independent of the order other cards are studied in.
    private func schedule(_ card: CardSchedule, rating: Rating, at time: Date, cardID: String, reviewNumber: Int) -> CardSchedule {
        guard let fuzzSeed else { return scheduler.review(card, rating: rating, at: time) }
        var generator = SplitMix64(seed: fuzzSeed ^ FNV1a.hash(cardID) ^ UInt64(reviewNumber) &* 0x9E37_79B9_7F4A_7C15)
        return scheduler.review(card, rating: rating, at: time, fuzzingWith: &generator)
    }
}
