import Foundation

/// What the terminal allows.
enum Terminal {
    /// Colour only on a terminal that can show it: never when NO_COLOR is set to anything (see
    /// no-color.org), nor on a terminal that says it is dumb (TERM=dumb: Emacs shells, some CI logs).
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
