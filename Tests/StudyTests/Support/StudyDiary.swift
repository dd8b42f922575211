import Foundation
@testable import Study

/// Builds a progress store from answers written as local times ("2026-03-07 23:30") in one time
/// zone, so tests about calendar days read like a diary.
struct StudyDiary {
    let calendar: Calendar
    let store: ProgressStore

    init(timeZone: String = "America/New_York", cards: [StudyCard]) throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try unwrap(TimeZone(identifier: timeZone))
        self.calendar = calendar
        store = try ProgressStore.inMemory()
        try store.introduce(cards, at: Date(timeIntervalSince1970: 1_767_225_600))  // 2026-01-01Z
    }

    func time(_ local: String) throws -> Date {
        let parts = local.split(whereSeparator: { " -:".contains($0) }).compactMap { Int($0) }
        guard parts.count == 5 else { throw FixtureError("write times as YYYY-MM-DD HH:MM, not \(local)") }
        let components = DateComponents(year: parts[0], month: parts[1], day: parts[2], hour: parts[3], minute: parts[4])
        return try unwrap(calendar.date(from: components))
    }

    func answer(_ cardID: String, _ rating: Rating, at local: String) throws {
        try store.record(Answer(cardID: cardID, rating: rating), at: time(local))
    }

    func stats(at local: String, options: StatsOptions = StatsOptions()) throws -> ProgressStats {
        try store.stats(at: time(local), calendar: calendar, options: options)
    }
}
