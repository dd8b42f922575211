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
        var environment = environment
        // As git does: `less` alone would clear the screen and show colour codes as text.
        if environment["LESS"] == nil { environment["LESS"] = "FRX" }
        if environment["LV"] == nil { environment["LV"] = "-c" }
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return false }
        let (reading, writing) = (pipeEnds[0], pipeEnds[1])
        guard let pager = spawnShell(command, input: reading, closing: writing, environment: environment) else {
            close(reading)
            close(writing)
            return false
        }
        close(reading)
        // Quitting the pager early closes the pipe; that must end the write, not this process.
        // Ctrl-C reaches the pager too (it shares the terminal's process group): the pager
        // decides, and this process waits for it rather than leaving it behind.
        signal(SIGPIPE, SIG_IGN)
        let previousInterrupt = signal(SIGINT, SIG_IGN)
        let bytes = Array((text + "\n").utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { write(writing, $0.baseAddress, $0.count) }
            if result <= 0 { break }
            written += result
        }
        close(writing)
        var status: Int32 = 0
        while waitpid(pager, &status, 0) == -1 && errno == EINTR {}
        signal(SIGINT, previousInterrupt)
        return true
    }

    /// Starts `/bin/sh -c command` reading `input`, in this process's own process group: a pager
    /// in a group of its own is not the terminal's foreground job, and is stopped the moment it
    /// reads the keyboard (which Foundation's Process, putting its child in a new group, causes).
    private static func spawnShell(_ command: String, input: Int32, closing unused: Int32, environment: [String: String]) -> pid_t? {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input, STDIN_FILENO)
        posix_spawn_file_actions_addclose(&actions, input)
        posix_spawn_file_actions_addclose(&actions, unused)
        let arguments: [UnsafeMutablePointer<CChar>?] = ["/bin/sh", "-c", command].map { (argument: String) in strdup(argument) } + [nil]
        let variables: [UnsafeMutablePointer<CChar>?] = environment.map { (name: String, value: String) in strdup("\(name)=\(value)") } + [nil]
        defer { (arguments + variables).forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, "/bin/sh", &actions, nil, arguments, variables) == 0 else { return nil }
        return pid
    }

    /// Whether the command's first word names an executable: a path, or a name found on PATH.
    /// A pager that is not installed must not swallow the output.
    private static func isRunnable(_ command: String, path: String) -> Bool {
        guard let program = command.split(separator: " ").first.map(String.init) else { return false }
        if program.contains("/") { return FileManager.default.isExecutableFile(atPath: program) }
        return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(program)") }
    }
}
