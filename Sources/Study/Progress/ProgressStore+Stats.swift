import Foundation
import GRDB

extension ProgressStore {
    /// The learner's statistics at `now`, in `calendar`'s days. Reads only the progress database;
    /// the cards of `deck` it does not hold yet count as new, so the whole deck shows from the
    /// first run.
    public func stats(at now: Date, calendar: Calendar, options: StatsOptions = StatsOptions(),
                      deck: [StudyCard] = []) throws -> ProgressStats {
        try guarded {
            try writer.read { db in
                let methodsByCard = try Self.methodIDsByCard(db)
                let cards = try CardRecord.fetchAll(db).map { $0.progress(methodIDs: methodsByCard[$0.id] ?? []) }
                let reviews = try ReviewLogEntry.order(Column("id")).fetchAll(db)
                return ProgressStats(cards: cards.adding(deck, at: now), reviews: reviews, now: now, calendar: calendar, options: options,
                                     deck: deck.isEmpty ? nil : Set(deck.map(\.id)))
            }
        }
    }
}

extension [CardProgress] {
    /// These cards and, as new ones, the cards of `deck` not among them.
    public func adding(_ deck: [StudyCard], at time: Date) -> [CardProgress] {
        var known = Set(map(\.card.id))
        return self + deck.filter { known.insert($0.id).inserted }.map {
            CardProgress(card: $0, schedule: .new(due: time), introducedAt: time, reviews: 0, lapses: 0)
        }
    }
}
