import Foundation

/// Gathers text into blocks of 64 KiB for standard output, so a long trace streams out as it is
/// rendered without a write (or a lock) per callback, and is never held whole.
struct StandardOutputBuffer {
    private static let blockSize = 1 << 16
    private var bytes: [UInt8] = []

    init() { bytes.reserveCapacity(Self.blockSize) }

    mutating func write(_ text: String) {
        bytes.append(contentsOf: text.utf8)
        if bytes.count >= Self.blockSize { flush() }
    }

    /// Straight to the descriptor (commands using this print nothing else to standard output).
    /// A failed write ends the output, as for `print`; a closed pipe ends the process (SIGPIPE).
    mutating func flush() {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
        bytes.removeAll(keepingCapacity: true)
    }
}
