import Foundation

extension CLI {
    /// Runs lifequiz on a pseudo-terminal, in this CLI's data directory and environment.
    func runOnTerminal(_ arguments: [String], input: String = "", terminal: PseudoTerminal = PseudoTerminal()) throws
        -> PseudoTerminal.Result {
        try terminal.run(CLI.binary, arguments: arguments, environment: processEnvironment, input: input)
    }
}
