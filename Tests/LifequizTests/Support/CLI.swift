import Foundation
import TestSupport
import Testing

/// Runs the built `lifequiz` binary as a user would, in a throw-away data directory.
struct CLI {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The lifequiz binary built beside this test bundle.
    static let binary: URL = {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return executable.deletingLastPathComponent().appending(path: "lifequiz")
    }()

    /// The data directory, removed when the last copy of this value goes away.
    let folder: TemporaryDirectory
    var environment: [String: String] = [:]

    init() throws {
        folder = try TemporaryDirectory()
    }

    var home: URL { folder.url }

    var progressDatabase: URL { home.appending(path: "progress.sqlite") }

    @discardableResult
    func run(_ arguments: [String], input: String = "", binary: URL = CLI.binary) throws -> Result {
        // A command that exits before reading its input (a usage error) closes the pipe: the
        // write then fails with EPIPE, which must not kill the test process with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let process = try start(arguments, binary: binary)
        let stdin = process.standardInput as! Pipe
        try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
        try? stdin.fileHandleForWriting.close()
        let stdout = (process.standardOutput as! Pipe).fileHandleForReading.readDataToEndOfFile()
        let stderr = (process.standardError as! Pipe).fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// Kills `process` if it still runs after `seconds`, unless the returned watchdog is
    /// cancelled first. A thread of its own rather than a dispatch deadline: with tests blocking
    /// the pool's threads, a queued deadline may never get to run.
    static func kill(_ process: Process, after seconds: UInt32) -> Watchdog {
        let watchdog = Watchdog()
        let processIdentifier = process.processIdentifier
        Thread.detachNewThread {
            sleep(seconds)
            if !watchdog.isCancelled { Foundation.kill(processIdentifier, SIGKILL) }
        }
        return watchdog
    }

    final class Watchdog: @unchecked Sendable {
        private let lock = NSLock()
        private var cancelled = false

        var isCancelled: Bool { lock.withLock { cancelled } }
        func cancel() { lock.withLock { cancelled = true } }
    }

    /// What lifequiz runs with: this data directory, a fixed PATH and language, then `environment`.
    var processEnvironment: [String: String] {
        var environment = ["LIFEQUIZ_HOME": home.path, "PATH": "/usr/bin:/bin", "HOME": home.path, "LANG": "en_US.UTF-8"]
        environment.merge(self.environment) { _, new in new }
        return environment
    }

    /// A running lifequiz whose standard streams the caller drives.
    func start(_ arguments: [String], binary: URL = CLI.binary) throws -> Process {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = processEnvironment
        process.standardInput = Pipe()
        process.standardOutput = Pipe()
        process.standardError = Pipe()
        try process.run()
        return process
    }
}
