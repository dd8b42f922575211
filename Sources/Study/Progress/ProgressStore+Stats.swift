import Foundation
import GRDB

extension ProgressStore {
    /// The learner's statistics at `now`, in `calendar`'s days. Reads only the progress database.
    public func stats(at now: Date, calendar: Calendar, options: StatsOptions = StatsOptions()) throws -> ProgressStats {
        try guarded {
            try writer.read { db in
                let methodsByCard = try Self.methodIDsByCard(db)
                let cards = try CardRecord.fetchAll(db).map { $0.progress(methodIDs: methodsByCard[$0.id] ?? []) }
                let reviews = try ReviewLogEntry.order(Column("id")).fetchAll(db)
                return ProgressStats(cards: cards, reviews: reviews, now: now, calendar: calendar, options: options)
            }
        }
    }
}
