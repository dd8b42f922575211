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
                // Only what changed is written: `study` introduces the whole catalog at every start,
                // and content edits are rare. Each card's stored row is read by its key, so a quiz
                // answer introducing one card reads one card.
                var added = 0
                for card in cards {
                    let methods = Set(card.methodIDs)
                    if var record = try CardRecord.fetchOne(db, key: card.id) {
                        try record.updateChanges(db) {
                            ($0.kind, $0.topic) = (card.kind, card.topic)
                        }
                        let storedMethods = Set(try Self.methodIDsByCard(db, of: card.id)[card.id] ?? [])
                        for methodID in storedMethods.subtracting(methods) {
                            try CardMethodRecord(cardID: card.id, methodID: methodID).delete(db)
                        }
                        for methodID in methods.subtracting(storedMethods) {
                            try CardMethodRecord(cardID: card.id, methodID: methodID).insert(db)
                        }
                    } else {
                        try CardRecord(card, introducedAt: time).insert(db)
                        for methodID in methods {
                            try CardMethodRecord(cardID: card.id, methodID: methodID).insert(db)
                        }
                        added += 1
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
                guard let record = try CardRecord.fetchOne(db, key: id) else { return nil }
                return record.progress(methodIDs: try Self.methodIDsByCard(db, of: id)[id] ?? [])
            }
        }
    }

    /// What to study at `time`: learning cards whose step is up, then review cards due, then new
    /// cards, with the day's limits (calendar days in `calendar`'s time zone) minus what was
    /// already studied that day. New cards come topic by topic in `topicOrder` (topics it does not
    /// name last), and in the order they were introduced within a topic. With `topics`, only
    /// cards of those topics. With `learnAhead`, also the learning cards whose step comes up
    /// within it (`learningAhead`). With `deck`, the new cards started that day count against the
    /// limit only if they are the deck's: a card a quiz added beyond it takes no deck card's place.
    public func dueCards(at time: Date, limits: DueLimits = DueLimits(), calendar: Calendar,
                         topicOrder: [String] = [], topics: Set<String>? = nil, learnAhead: TimeInterval = 0,
                         deck: Set<String>? = nil) throws -> DueCards {
        let startOfDay = calendar.startOfDay(for: time)
        return try guarded {
            try writer.read { db in
                let reviewedToday = try Int.fetchOne(db, sql: """
                    SELECT COUNT(*) FROM review WHERE reviewed_at >= ? AND state_before = ?
                    """, arguments: [startOfDay, CardState.review.rawValue]) ?? 0
                let startedToday = try String.fetchAll(db, sql: """
                    SELECT card_id FROM review GROUP BY card_id HAVING MIN(reviewed_at) >= ?
                    """, arguments: [startOfDay]).count { deck?.contains($0) ?? true }
                let due = Self.isDue(at: time, calendar: calendar)
                var cards = CardRecord.all()
                if let topics { cards = cards.filter(topics.sorted().contains(Column("topic"))) }
                let learningCards = cards.filter(Column("reps") > 0 && [CardState.learning, .relearning].map(\.rawValue).contains(Column("state")))
                    .order(Column("due"), Column("id"))
                let learning = try learningCards.filter(due).fetchAll(db)
                let learningAhead = learnAhead > 0
                    ? try learningCards.filter(Column("due") > time && Column("due") <= time.addingTimeInterval(learnAhead)).fetchAll(db)
                    : []
                let review = try cards
                    .filter(Column("state") == CardState.review.rawValue && due)
                    .order(Column("due"), Column("id"))
                    .limit(max(0, limits.reviewsPerDay - reviewedToday))
                    .fetchAll(db)
                let rank = Dictionary(topicOrder.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
                let unseen = try cards.filter(Column("reps") == 0).order(Column("introduced_at"), Column("rowid")).fetchAll(db)
                // A stable sort keeps the introduction order within each topic.
                let new = unseen.enumerated()
                    .sorted { (rank[$0.element.topic] ?? rank.count, $0.offset) < (rank[$1.element.topic] ?? rank.count, $1.offset) }
                    .prefix(max(0, limits.newPerDay - startedToday))
                    .map(\.element)
                let methods = try Self.methodIDsByCard(db)
                func progress(_ record: CardRecord) -> CardProgress { record.progress(methodIDs: methods[record.id] ?? []) }
                return DueCards(learning: learning.map(progress), review: review.map(progress), new: new.map(progress),
                                newHeldBack: unseen.count - new.count, newStartedToday: startedToday, learningAhead: learningAhead.map(progress))
            }
        }
    }

    /// Whether a studied card is due at `time`. A review card's interval is in days, so it is due
    /// all through its due day, whatever the time of day of its last review (as in Anki); a
    /// learning step is due at its minute.
    static func isDue(at time: Date, calendar: Calendar) -> SQLExpression {
        let endOfDay = calendar.date(byAdding: .day, value: 1, to: calendar.startOfDay(for: time))!
        let isReview = Column("state") == CardState.review.rawValue
        return (isReview && Column("due") < endOfDay) || (!isReview && Column("due") <= time)
    }

    /// The method ids of one card, or of every card, sorted, in one query; cards without methods
    /// are left out. Several cards are read whole rather than filtered by id: a list of ids would
    /// take an SQL variable each, and SQLite caps their number (999 before 3.32).
    static func methodIDsByCard(_ db: Database, of cardID: String? = nil) throws -> [String: [String]] {
        var request = CardMethodRecord.order(Column("method_id"))
        if let cardID { request = request.filter(Column("card_id") == cardID) }
        return Dictionary(grouping: try request.fetchAll(db), by: \.cardID).mapValues { $0.map(\.methodID) }
    }

    /// Times are kept to the millisecond, as the database stores them, so a schedule computed in
    /// memory equals the one read back.
    static func storedTime(_ time: Date) -> Date {
        Date(timeIntervalSince1970: (time.timeIntervalSince1970 * 1000).rounded() / 1000)
    }
}

extension ProgressStore {
    /// Every card's progress, in the order introduced.
    public func allCards() throws -> [CardProgress] {
        try guarded {
            try writer.read { db in
                let methods = try Self.methodIDsByCard(db)
                return try CardRecord.order(Column("introduced_at"), Column("rowid")).fetchAll(db)
                    .map { $0.progress(methodIDs: methods[$0.id] ?? []) }
            }
        }
    }
}
