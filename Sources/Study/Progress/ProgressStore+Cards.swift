import Foundation
import GRDB

extension ProgressStore {
    /// Adds the cards the store does not know yet, as new cards due at `time`, and refreshes the
    /// kind, topic and methods of those it knows (content edits), never their schedules.
    /// Returns how many were new.
    @discardableResult
    public func introduce(_ cards: [StudyCard], at time: Date) throws -> Int {
        for card in cards {
            if card.id.isEmpty { throw ProgressError.invalidCard(id: card.id, reason: "its id is empty") }
            if card.kind.isEmpty { throw ProgressError.invalidCard(id: card.id, reason: "its kind is empty") }
        }
        let time = Self.storedTime(time)
        return try guarded {
            try writer.write { db in
                var added = 0
                for card in cards {
                    if var record = try CardRecord.fetchOne(db, key: card.id) {
                        (record.kind, record.topic) = (card.kind, card.topic)
                        try record.update(db)
                        try CardMethodRecord.filter(Column("card_id") == card.id).deleteAll(db)
                    } else {
                        try CardRecord(card, introducedAt: time).insert(db)
                        added += 1
                    }
                    for methodID in Set(card.methodIDs) {
                        try CardMethodRecord(cardID: card.id, methodID: methodID).insert(db)
                    }
                }
                return added
            }
        }
    }

    /// One card's progress, or nil if it was never introduced.
    public func card(_ id: String) throws -> CardProgress? {
        try guarded {
            try writer.read { db in
                try CardRecord.fetchOne(db, key: id).map { try progress($0, db) }
            }
        }
    }

    /// What to study at `time`: learning cards whose step is up, then review cards due, then new
    /// cards, with the day's limits (calendar days in `calendar`'s time zone) minus what was
    /// already studied that day.
    public func dueCards(at time: Date, limits: DueLimits = DueLimits(), calendar: Calendar) throws -> DueCards {
        let startOfDay = calendar.startOfDay(for: time)
        return try guarded {
            try writer.read { db in
                let reviewedToday = try Int.fetchOne(db, sql: """
                    SELECT COUNT(*) FROM review WHERE reviewed_at >= ? AND state_before = ?
                    """, arguments: [startOfDay, CardState.review.rawValue]) ?? 0
                let startedToday = try Int.fetchOne(db, sql: """
                    SELECT COUNT(*) FROM (SELECT card_id FROM review GROUP BY card_id HAVING MIN(reviewed_at) >= ?)
                    """, arguments: [startOfDay]) ?? 0
                let due = Column("due") <= time
                let learning = try CardRecord
                    .filter(Column("reps") > 0 && [CardState.learning, .relearning].map(\.rawValue).contains(Column("state")) && due)
                    .order(Column("due"), Column("id"))
                    .fetchAll(db)
                let review = try CardRecord
                    .filter(Column("state") == CardState.review.rawValue && due)
                    .order(Column("due"), Column("id"))
                    .limit(max(0, limits.reviewsPerDay - reviewedToday))
                    .fetchAll(db)
                let new = try CardRecord
                    .filter(Column("reps") == 0)
                    .order(Column("introduced_at"), Column("rowid"))
                    .limit(max(0, limits.newPerDay - startedToday))
                    .fetchAll(db)
                return try DueCards(learning: learning.map { try progress($0, db) },
                                    review: review.map { try progress($0, db) },
                                    new: new.map { try progress($0, db) })
            }
        }
    }

    func progress(_ record: CardRecord, _ db: Database) throws -> CardProgress {
        let methods = try String.fetchAll(db, sql: "SELECT method_id FROM card_method WHERE card_id = ? ORDER BY method_id",
                                          arguments: [record.id])
        return record.progress(methodIDs: methods)
    }

    /// Times are kept to the millisecond, as the database stores them, so a schedule computed in
    /// memory equals the one read back.
    static func storedTime(_ time: Date) -> Date {
        Date(timeIntervalSince1970: (time.timeIntervalSince1970 * 1000).rounded() / 1000)
    }
}
