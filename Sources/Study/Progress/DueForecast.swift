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

    public init(dueNow: Int, dueTomorrow: Int, nextDue: Date?, new: Int) {
        self.dueNow = dueNow
        self.dueTomorrow = dueTomorrow
        self.nextDue = nextDue
        self.new = new
    }
}
