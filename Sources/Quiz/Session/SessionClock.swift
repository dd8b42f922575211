import Foundation

/// Where a session reads the time: the system clock in the program, a fixed or stepping one in tests.
public struct SessionClock: Sendable {
    public let now: @Sendable () -> Date

    public init(now: @escaping @Sendable () -> Date) { self.now = now }

    public static let system = SessionClock { Date() }
}
