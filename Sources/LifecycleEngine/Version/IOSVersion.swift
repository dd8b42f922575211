/// A major iOS version the engine can simulate.
public struct IOSVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
    public let major: Int

    /// The versions the model covers: iOS 5 (storyboards, containment) to iOS 18.
    public static let supported: ClosedRange<Int> = 5...18
    public static let oldest = IOSVersion(checked: supported.lowerBound)
    public static let newest = IOSVersion(checked: supported.upperBound)

    /// `nil` when the version is outside `supported`.
    public init?(_ major: Int) {
        guard Self.supported.contains(major) else { return nil }
        self.major = major
    }

    private init(checked major: Int) { self.major = major }

    public static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool { lhs.major < rhs.major }

    public var description: String { "iOS \(major)" }
}
