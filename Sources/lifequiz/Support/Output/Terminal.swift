import Foundation

/// What the terminal allows.
enum Terminal {
    /// Colour only on a terminal, never when NO_COLOR is set to anything (see no-color.org), and
    /// never on a terminal that says it cannot show it (TERM=dumb, as Emacs' shell sets).
    static func allowsColour(on descriptor: Int32, environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        isatty(descriptor) == 1 && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }

    /// The terminal's width in columns, or nil when output is not a terminal (pipes and files get
    /// whole lines, which suits grep).
    static func columns(of descriptor: Int32) -> Int? {
        guard isatty(descriptor) == 1 else { return nil }
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 20 else { return nil }
        return Int(size.ws_col)
    }
}
