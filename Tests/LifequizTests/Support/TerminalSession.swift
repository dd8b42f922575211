import Foundation
import Testing

/// lifequiz on a real terminal, as a person runs it: a tmux pane of a given size, keys sent one
/// line at a time, the screen read back as the person sees it (tmux renders the escapes, the line
/// editor's redraws and the wrapping). Each session has its own tmux server socket, so tests run
/// side by side and never touch a user's tmux. scripts/test installs tmux when it is missing.
final class TerminalSession {
    let socket = "lifequiz-test-\(UUID().uuidString.prefix(8))"
    let name = "s"
    let home: URL

    /// Starts `lifequiz arguments` in a pane `width` columns wide. The pane's command prints the
    /// exit status when lifequiz ends and then waits, so the end of the transcript shows it; it
    /// outlives the Ctrl-C the tests send (a trap, which lifequiz does not inherit).
    init(_ arguments: [String], width: Int, height: Int = 50, home: URL, environment: [String: String] = [:]) throws {
        self.home = home
        var variables = ["LIFEQUIZ_HOME": home.path, "HOME": home.path, "LANG": "C.UTF-8", "TERM": "xterm-256color", "NO_COLOR": "1"]
        variables.merge(environment) { _, new in new }
        let command = (["env"] + variables.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" } + [CLI.binary.path] + arguments)
            .map(Self.quoted).joined(separator: " ")
        try tmux(["-f", "/dev/null", "new-session", "-d", "-s", name, "-x", String(width), "-y", String(height),
                  "sh", "-c", "trap : INT; \(command); echo \"[exit $?]\"; sleep 600"])
    }

    /// kill-server alone can leave the server running (it waits on the pane), so the pane's
    /// process group and the server are ended by their ids, which tmux reports.
    deinit {
        let ids = (try? tmux(["display-message", "-p", "-t", name, "#{pane_pid} #{pid}"]))?
            .split(separator: " ").compactMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? []
        if ids.count == 2 {
            kill(-ids[0], SIGKILL)
            kill(ids[1], SIGTERM)
        }
        try? tmux(["kill-server"])
    }

    /// Types `text` and Enter.
    func type(_ text: String) throws {
        if !text.isEmpty { try tmux(["send-keys", "-t", name, "-l", text]) }
        try tmux(["send-keys", "-t", name, "Enter"])
    }

    /// Sends tmux key names: `C-c`, `C-d`, `Left`, `Up`, `BSpace`.
    func press(_ keys: String...) throws {
        try tmux(["send-keys", "-t", name] + keys)
    }

    /// The whole transcript: scrollback and screen, trailing blanks trimmed.
    func transcript() throws -> String {
        // Right after new-session the server may not answer yet: try again for a few seconds.
        var attempts = 0
        var captured: String?
        while captured == nil {
            do {
                captured = try tmux(["capture-pane", "-p", "-t", name, "-S", "-", "-E", "-"])
            } catch {
                attempts += 1
                if attempts > 50 { throw error }
                Thread.sleep(forTimeInterval: 0.1)
            }
        }
        let text = captured ?? ""
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(line.reversed().drop { $0 == " " }.reversed())
        }
        return lines.reversed().drop { $0.isEmpty }.reversed().joined(separator: "\n") + "\n"
    }

    /// Waits until `text` appears `count` times in the transcript (a prompt, a heading), so keys
    /// are never sent before the program asks for them.
    @discardableResult
    func waitFor(_ text: String, count: Int = 1, seconds: Double = 60) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let screen = try transcript()
            if screen.components(separatedBy: text).count - 1 >= count { return screen }
            if Date() > deadline {
                throw TerminalError(message: "'\(text)' did not appear \(count) time(s) within \(seconds) s; the screen:\n\(screen)")
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
    }

    /// Waits until lifequiz asks for something (the last line is a prompt ending in `>`) and the
    /// screen has stopped changing, or has ended; returns the transcript.
    @discardableResult
    func settle(seconds: Double = 90) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var previous = ""
        while true {
            let screen = try transcript()
            let last = screen.split(separator: "\n").last.map(String.init) ?? ""
            if screen == previous && (last.hasSuffix(">") || last.hasPrefix("> ") || last.hasPrefix("[exit ")) { return screen }
            if Date() > deadline { throw TerminalError(message: "no prompt within \(seconds) s; the screen:\n\(screen)") }
            previous = screen
            Thread.sleep(forTimeInterval: 0.3)
        }
    }

    /// The letters of the items of the question on screen, in the order shown: `a b c d`.
    func shownLetters() throws -> [String] {
        let screen = try transcript()
        let block = screen.components(separatedBy: "\n").reversed().prefix { !$0.hasPrefix("Question ") && !$0.hasPrefix("Card ") && !$0.hasPrefix("第 ") }
        return block.reversed().compactMap { line in
            line.range(of: #"^  [a-z]\) "#, options: .regularExpression).map { _ in String(line.dropFirst(2).prefix(1)) }
        }
    }

    /// Waits for lifequiz to end; the transcript then ends with its exit status.
    func finished() throws -> String {
        try waitFor("[exit ")
    }

    struct TerminalError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    /// Runs tmux with posix_spawn and waitpid: Foundation's Process can miss the exit of a tmux
    /// client whose server it forked, and wait forever. Output goes through a file, which the
    /// server (closing its inherited descriptors) never holds open.
    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let output = FileManager.default.temporaryDirectory.appending(path: "\(socket)-\(UUID().uuidString).out")
        defer { try? FileManager.default.removeItem(at: output) }
        let argv = ["/bin/sh", "-c", "exec tmux -L \(socket) " + arguments.map(Self.quoted).joined(separator: " ")
                    + " >" + Self.quoted(output.path) + " 2>/dev/null </dev/null"]
        var pid: pid_t = 0
        let cArguments = argv.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        guard posix_spawn(&pid, "/bin/sh", nil, nil, cArguments, environ) == 0 else {
            throw TerminalError(message: "cannot start tmux")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        guard status == 0 else {
            throw TerminalError(message: "tmux \(arguments.joined(separator: " ")) failed with status \(status)")
        }
        return (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    }

    private static func quoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
