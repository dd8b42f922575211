import Foundation
import GRDB

extension ProgressStore {
    /// What is due at `time`, tomorrow (calendar days in `calendar`'s time zone), and next.
    public func forecast(at time: Date, calendar: Calendar) throws -> DueForecast {
        let endOfTomorrow = calendar.date(byAdding: .day, value: 2, to: calendar.startOfDay(for: time))!
        return try guarded {
            try writer.read { db in
                let studied = CardRecord.filter(Column("reps") > 0)
                let dueNow = Self.isDue(at: time, calendar: calendar)
                return DueForecast(
                    dueNow: try studied.filter(dueNow).fetchCount(db),
                    dueTomorrow: try studied.filter(!dueNow && Column("due") < endOfTomorrow).fetchCount(db),
                    nextDue: try Date.fetchOne(db, studied.filter(!dueNow).select(min(Column("due")))),
                    new: try CardRecord.filter(Column("reps") == 0).fetchCount(db),
                    time: time)
            }
        }
    }
}
