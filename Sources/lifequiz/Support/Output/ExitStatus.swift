/// The exit statuses every lifequiz command uses, documented in docs/knowledge-base.md.
enum ExitStatus {
    /// Something failed that no input explains.
    static let failure: Int32 = 1
    /// Nothing goes by the name given (method, class...).
    static let notFound: Int32 = 2
    /// The data files cannot be used: not lifequiz's, damaged, or in a directory that cannot be written.
    static let unusableData: Int32 = 3
    /// `check`: the log differs from the engine's trace (not a failure of lifequiz).
    static let logDiffers: Int32 = 4
    /// The command line itself is wrong; argument-parser uses the same status.
    static let usage: Int32 = 64
    /// Ctrl-C ended a quiz or study session (after its summary), as shells expect: 128 + SIGINT.
    static let interrupted: Int32 = 130
}
