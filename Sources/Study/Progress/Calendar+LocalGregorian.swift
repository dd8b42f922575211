import Foundation

extension Calendar {
    /// The learner's calendar days, as daily limits and statistics count them: Gregorian, so
    /// dates read the same whatever calendar the locale prefers, in the current time zone.
    public static var localGregorian: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        return calendar
    }
}
