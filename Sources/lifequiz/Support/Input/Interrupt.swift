import Foundation

/// Ctrl-C during a session: instead of dying mid-line, the session ends with its summary. The
/// handler only sets a flag; a blocked read returns with EINTR (the handler is installed without
/// SA_RESTART), and the reader reports the interruption.
enum Interrupt {
    nonisolated(unsafe) private static var flag: sig_atomic_t = 0

    static var happened: Bool { flag != 0 }

    /// Catches SIGINT from now on.
    static func catchSignal() {
        flag = 0
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = { _ in Interrupt.flag = 1 }
        #else
        action.__sigaction_u.__sa_handler = { _ in Interrupt.flag = 1 }
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
    }
}
