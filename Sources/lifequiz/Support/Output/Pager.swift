import Foundation

/// Long output on a terminal goes through a pager, chosen as git chooses: `PAGER` when set,
/// `less -FRX` when not (it quits at once when the text fits the screen, keeps colours and
/// leaves the text on screen), none when `PAGER` is empty or `cat`, and never when output is
/// not a terminal or the terminal is dumb (a pager cannot drive it).
enum Pager {
    static let defaultCommand = "less -FRX"

    /// The command to page output to `descriptor` with, or nil to print directly.
    static func command(for descriptor: Int32, environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        guard isatty(descriptor) == 1, environment["TERM"] != "dumb" else { return nil }
        let chosen = (environment["PAGER"] ?? defaultCommand).trimmingCharacters(in: .whitespaces)
        guard !chosen.isEmpty, chosen != "cat", isRunnable(chosen, path: environment["PATH"] ?? "") else { return nil }
        return chosen
    }

    /// Pipes `text` to `command` run by the shell; false when it could not be started, so the
    /// caller prints the text itself rather than losing it.
    static func page(_ text: String, through command: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        var environment = environment
        // As git does: `less` alone would clear the screen and show colour codes as text.
        if environment["LESS"] == nil { environment["LESS"] = "FRX" }
        if environment["LV"] == nil { environment["LV"] = "-c" }
        process.environment = environment
        let input = Pipe()
        process.standardInput = input
        do { try process.run() } catch { return false }
        // Quitting the pager early closes the pipe; that must end the write, not this process.
        signal(SIGPIPE, SIG_IGN)
        let bytes = Array((text + "\n").utf8)
        let descriptor = input.fileHandleForWriting.fileDescriptor
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if result <= 0 { break }
            written += result
        }
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        return true
    }

    /// Whether the command's first word names an executable: a path, or a name found on PATH.
    /// A pager that is not installed must not swallow the output.
    private static func isRunnable(_ command: String, path: String) -> Bool {
        guard let program = command.split(separator: " ").first.map(String.init) else { return false }
        if program.contains("/") { return FileManager.default.isExecutableFile(atPath: program) }
        return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(program)") }
    }
}
