import Foundation

/// The terminal without line buffering or echo, so the line reader sees each key. Signals stay
/// on: Ctrl-C still raises SIGINT. Changed with TCSANOW, which keeps what was typed ahead.
enum RawMode {
    static func enter() -> termios? {
        var saved = termios()
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return nil }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else { return nil }
        return saved
    }

    static func leave(_ saved: termios) {
        var saved = saved
        tcsetattr(STDIN_FILENO, TCSANOW, &saved)
    }
}
