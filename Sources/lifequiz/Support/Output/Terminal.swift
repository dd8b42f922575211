import Foundation

/// What the terminal allows.
enum Terminal {
    /// Colour only on a terminal, and never when NO_COLOR is set to anything (see no-color.org).
    static func allowsColour(on descriptor: Int32, environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        isatty(descriptor) == 1 && (environment["NO_COLOR"] ?? "").isEmpty
    }
}
