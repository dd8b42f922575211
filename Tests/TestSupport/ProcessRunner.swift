import Foundation

/// Runs a program to completion and returns its exit status and output.
public enum ProcessRunner {
    public struct Output: Sendable {
        public let status: Int32
        public let stdout: String
        public let stderr: String

        /// The last non-empty line of standard output: the verify scripts' summary line.
        public var lastLine: String {
            stdout.split(whereSeparator: \.isNewline).last.map(String.init) ?? ""
        }
    }

    public static func run(_ executable: String, _ arguments: [String]) throws -> Output {
        // Output goes to files rather than pipes: a full pipe would block the child forever.
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        _ = FileManager.default.createFile(atPath: scratch.file("out").path, contents: nil)
        _ = FileManager.default.createFile(atPath: scratch.file("err").path, contents: nil)
        let stdout = try FileHandle(forWritingTo: scratch.file("out"))
        let stderr = try FileHandle(forWritingTo: scratch.file("err"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        process.waitUntilExit()
        try stdout.close()
        try stderr.close()
        return Output(
            status: process.terminationStatus,
            stdout: try String(contentsOf: scratch.file("out"), encoding: .utf8),
            stderr: try String(contentsOf: scratch.file("err"), encoding: .utf8))
    }
}
