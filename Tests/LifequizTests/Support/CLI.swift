import Foundation
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

    let home: URL
    var environment: [String: String] = [:]

    init() throws {
        home = FileManager.default.temporaryDirectory.appending(path: "lifequiz-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    var progressDatabase: URL { home.appending(path: "progress.sqlite") }

    @discardableResult
    func run(_ arguments: [String], input: String = "", binary: URL = CLI.binary) throws -> Result {
        let process = try start(arguments, binary: binary)
        let stdin = process.standardInput as! Pipe
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let stdout = (process.standardOutput as! Pipe).fileHandleForReading.readDataToEndOfFile()
        let stderr = (process.standardError as! Pipe).fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// A running lifequiz whose standard streams the caller drives.
    func start(_ arguments: [String], binary: URL = CLI.binary) throws -> Process {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        var environment = ["LIFEQUIZ_HOME": home.path, "PATH": "/usr/bin:/bin", "HOME": home.path, "LANG": "en_US.UTF-8"]
        environment.merge(self.environment) { _, new in new }
        process.environment = environment
        process.standardInput = Pipe()
        process.standardOutput = Pipe()
        process.standardError = Pipe()
        try process.run()
        return process
    }
}
