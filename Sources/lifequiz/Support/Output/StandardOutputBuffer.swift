import Foundation

/// Gathers text into blocks of 64 KiB for standard output, so a long trace streams out as it is
/// rendered without a write (or a lock) per callback, and is never held whole. A trace writes
/// millions of small pieces, so each is copied straight from the string's UTF-8 into a fixed
/// block rather than appended to an array.
struct StandardOutputBuffer: ~Copyable {
    private static let blockSize = 1 << 16
    private let block = UnsafeMutableRawBufferPointer.allocate(byteCount: blockSize, alignment: 1)
    private var count = 0

    deinit { block.deallocate() }

    mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            if count + utf8.count > Self.blockSize { flush() }
            guard utf8.count <= Self.blockSize else { return Self.writeAll(UnsafeRawBufferPointer(utf8)) }
            UnsafeMutableRawBufferPointer(rebasing: block[count..<(count + utf8.count)]).copyMemory(from: UnsafeRawBufferPointer(utf8))
            count += utf8.count
        }
    }

    mutating func flush() {
        Self.writeAll(UnsafeRawBufferPointer(rebasing: block[0..<count]))
        count = 0
    }

    /// Straight to the descriptor (commands using this print nothing else to standard output).
    /// A failed write ends the output, as for `print`; a closed pipe ends the process (SIGPIPE).
    private static func writeAll(_ bytes: UnsafeRawBufferPointer) {
        var offset = 0
        while offset < bytes.count {
            let written = Foundation.write(STDOUT_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}
