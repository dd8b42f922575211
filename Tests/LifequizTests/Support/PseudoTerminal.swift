import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Runs a program with a pseudo-terminal as its standard input, output and error, as if a person
/// had started it in a terminal window: `isatty` is true, the window has a size, and what it
/// prints is read back from the terminal's other end. Pipes cannot show what a program does on a
/// terminal (colour, wrapping to the width, interactive prompts).
///
/// The terminal reads lines as a terminal does (so `endOfInput` at the start of a line ends the
/// input, like Ctrl-D), but neither echoes what is typed nor turns "\n" into "\r\n": the output
/// is the program's own bytes. Input is typed before the output is read, so keep it short (a
/// pseudo-terminal buffers a few kilobytes).
struct PseudoTerminal {
    /// Ctrl-D: typed at the start of a line, the program reads the end of its input.
    static let endOfInput = "\u{4}"

    struct Failed: Error, CustomStringConvertible {
        let description: String
    }

    struct Result {
        let status: Int32
        /// Everything written to standard output and standard error, in the order written.
        let output: String
    }

    var columns: UInt16 = 100
    var rows: UInt16 = 40

    /// Runs `executable` to its end, typing `input` first; kills it after `timeout` seconds.
    func run(
        _ executable: URL, arguments: [String], environment: [String: String], input: String = "", timeout: UInt32 = 120
    ) throws -> Result {
        let (controller, device) = try open()
        defer { close(controller) }
        let terminal = FileHandle(fileDescriptor: device, closeOnDealloc: true)

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.standardInput = terminal
        process.standardOutput = terminal
        process.standardError = terminal
        try process.run()
        // The child holds the terminal now; with this copy closed, reading the controller ends
        // (EIO on Linux) once the child and its children have exited.
        try terminal.close()
        let watchdog = CLI.kill(process, after: timeout)
        defer { watchdog.cancel() }

        if !input.isEmpty { try write(input, to: controller) }
        let output = read(controller)
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: output, as: UTF8.self))
    }

    /// A new pseudo-terminal of this size: the controlling side, and the device a program runs on.
    private func open() throws -> (controller: Int32, device: Int32) {
        var controller: Int32 = -1, device: Int32 = -1
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&controller, &device, nil, nil, &size) == 0 else {
            throw Failed(description: "cannot open a pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        var settings = termios()
        tcgetattr(device, &settings)
        settings.c_lflag &= ~tcflag_t(ECHO)
        settings.c_oflag &= ~tcflag_t(ONLCR)
        tcsetattr(device, TCSANOW, &settings)
        return (controller, device)
    }

    private func write(_ text: String, to descriptor: Int32) throws {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            guard written > 0 else { throw Failed(description: "cannot type into the terminal: \(String(cString: strerror(errno)))") }
            bytes = bytes.dropFirst(written)
        }
    }

    /// Reads until the terminal's last user closes it.
    private func read(_ descriptor: Int32) -> Data {
        var output = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                output.append(contentsOf: buffer[..<count])
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                return output  // 0, or EIO once no process holds the terminal any more
            }
        }
    }
}
