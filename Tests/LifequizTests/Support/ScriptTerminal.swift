import Foundation

/// Runs lifequiz on a pseudo-terminal of a given size, through util-linux `script`, so that it
/// sees a terminal on standard output as a person's shell would give it.
struct ScriptTerminal {
    let cli: CLI
    var columns = 80
    var rows = 24
    /// Plain text unless a test asks for colour, so expectations read as what a person sees.
    var colour = false

    /// What the terminal showed, with the terminal's CR LF line ends turned back into LF.
    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> CLI.Result {
        let command = (["stty", "cols", "\(columns)", "rows", "\(rows)", ";", "exec", CLI.binary.path].map { $0 == ";" ? $0 : Self.quoted($0) }
            + arguments.map(Self.quoted)).joined(separator: " ")
        var cli = cli
        if !colour { cli.environment["NO_COLOR"] = "1" }
        cli.environment.merge(environment) { _, new in new }
        let process = try cli.start(["-q", "-e", "-c", command, "/dev/null"], binary: URL(fileURLWithPath: "/usr/bin/script"))
        try (process.standardInput as! Pipe).fileHandleForWriting.close()
        let stdout = (process.standardOutput as! Pipe).fileHandleForReading.readDataToEndOfFile()
        let stderr = (process.standardError as! Pipe).fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let shown = String(decoding: stdout, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
        return CLI.Result(status: process.terminationStatus, stdout: shown, stderr: String(decoding: stderr, as: UTF8.self))
    }

    private static func quoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
