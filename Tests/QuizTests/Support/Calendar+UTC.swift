import Foundation

extension Calendar {
    /// Gregorian days in UTC: the same calendar days on every machine.
    static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()
}
