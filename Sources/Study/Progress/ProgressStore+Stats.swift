import Foundation
import GRDB

extension ProgressStore {
    /// The learner's statistics at `now`, in `calendar`'s days. Reads only the progress database.
    public func stats(at now: Date, calendar: Calendar, options: StatsOptions = StatsOptions()) throws -> ProgressStats {
        try guarded {
            try writer.read { db in
                let methods = try Row.fetchAll(db, sql: "SELECT card_id, method_id FROM card_method ORDER BY method_id")
                let methodsByCard = Dictionary(grouping: methods, by: { $0["card_id"] as String })
                    .mapValues { rows in rows.map { $0["method_id"] as String } }
                let cards = try CardRecord.fetchAll(db).map { $0.progress(methodIDs: methodsByCard[$0.id] ?? []) }
                let reviews = try ReviewLogEntry.order(Column("id")).fetchAll(db)
                return ProgressStats(cards: cards, reviews: reviews, now: now, calendar: calendar, options: options)
            }
        }
    }
}
