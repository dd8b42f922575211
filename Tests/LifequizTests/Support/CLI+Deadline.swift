import Foundation

extension CLI {
    /// How a run ended: an exit status, or a signal (SIGKILL when the deadline passed).
    struct Ending: CustomStringConvertible {
        let status: Int32
        let signalled: Bool
        let stderr: String

        var description: String { signalled ? "killed by signal \(status)" : "exit \(status)" }
    }

    /// Runs lifequiz and kills it if it still runs after `seconds`, so a hang is a failure rather
    /// than a test run that never ends.
    func run(_ arguments: [String], input: String = "", killedAfter seconds: UInt32) throws -> Ending {
        let process = try start(arguments)
        let watchdog = CLI.kill(process, after: seconds)
        defer { watchdog.cancel() }
        let stdin = process.standardInput as! Pipe
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        _ = (process.standardOutput as! Pipe).fileHandleForReading.readDataToEndOfFile()
        let stderr = (process.standardError as! Pipe).fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Ending(status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
                      stderr: String(decoding: stderr, as: UTF8.self))
    }
}
