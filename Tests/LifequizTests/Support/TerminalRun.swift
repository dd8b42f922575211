import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs the built lifequiz on a pseudo-terminal of a given width, as a person at a terminal
/// would: standard output, error and input are the terminal, so isatty and the window size are
/// real. Returns what the terminal showed (input echo included), lines ending in "\n".
struct TerminalRun {
    var columns: Int
    var environment: [String: String] = [:]

    func run(_ cli: CLI, _ arguments: [String], input: String = "") throws -> (status: Int32, screen: String) {
        var master: Int32 = 0
        var slave: Int32 = 0
        var size = winsize(ws_row: 60, ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = arguments
        var environment = ["LIFEQUIZ_HOME": cli.home.path, "PATH": "/usr/bin:/bin", "HOME": cli.home.path,
                           "LANG": "en_US.UTF-8", "TERM": "xterm-256color"]
        environment.merge(cli.environment) { _, new in new }
        environment.merge(self.environment) { _, new in new }
        process.environment = environment
        process.standardInput = terminal
        process.standardOutput = terminal
        process.standardError = terminal
        try process.run()
        try terminal.close()
        let watchdog = CLI.kill(process, after: 60)
        defer { watchdog.cancel() }
        if !input.isEmpty { _ = input.utf8CString.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count - 1) } }
        // Read until the program has exited and closed its end (read then fails with EIO).
        var output = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(master, &buffer, buffer.count)
            if count <= 0 { break }
            output.append(contentsOf: buffer[0..<count])
        }
        close(master)
        process.waitUntilExit()
        let screen = String(decoding: output, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
        return (process.terminationStatus, screen)
    }
}
