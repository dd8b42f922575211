import Foundation

/// What is waiting for the learner: told at the end of a session.
public struct DueForecast: Sendable, Equatable {
    /// Cards studied before and due now.
    public let dueNow: Int
    /// Cards studied before and due by the end of the day after `time` (tomorrow).
    public let dueTomorrow: Int
    /// When the next card studied before falls due after `time`; nil when none is scheduled.
    public let nextDue: Date?
    /// Cards introduced and never studied.
    public let new: Int
    /// The moment the forecast is for.
    public let time: Date

    public init(dueNow: Int, dueTomorrow: Int, nextDue: Date?, new: Int, time: Date) {
        self.dueNow = dueNow
        self.dueTomorrow = dueTomorrow
        self.nextDue = nextDue
        self.new = new
        self.time = time
    }

    /// How long after `time` the next card falls due: measured from the forecast's own moment,
    /// not from whenever it is printed, so "the next in 10m" says the same on every run.
    public var nextDueIn: TimeInterval? { nextDue?.timeIntervalSince(time) }
}
