#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A checksum of a whole knowledge database file, kept in the file's own header (the
/// `user_version` field, read as zero while summing). Checked on every open: a hand edit (SQLite
/// bumps its change counter on every write) or a damaged byte anywhere changes it, and the
/// database, which holds nothing of the user's, is rebuilt instead of answering from it.
enum KnowledgeFileChecksum {
    /// The offset of `user_version` in SQLite's header.
    static let offset = 60

    /// The checksum of the file at `path`; nil when it cannot be read.
    static func of(path: String) -> UInt32? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return checksum(of: data)
    }

    /// Writes the file's checksum into its header. The file must be closed by SQLite: this is the
    /// last step of a build, before the file is renamed into place.
    static func stamp(path: String) throws {
        guard let checksum = of(path: path) else { throw POSIXError(.EIO) }
        let bytes: [UInt8] = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: checksum >> $0) }
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        guard pwrite(descriptor, bytes, bytes.count, off_t(offset)) == bytes.count else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
    }

    /// FNV-1a over 64-bit little-endian words with an xorshift after each (so high bits reach low
    /// ones), folded to 32 bits. Words rather than bytes: the check runs on every `show`.
    static func checksum(of data: Data) -> UInt32 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        data.withUnsafeBytes { raw in
            let words = raw.count / 8
            for index in 0..<words {
                var word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self))
                // Bytes 60...63 are bytes 4...7 of word 7: the checksum's own place.
                if index == offset / 8 { word &= 0x0000_0000_FFFF_FFFF }
                hash = (hash ^ word) &* 0x0000_0100_0000_01B3
                hash ^= hash >> 29
            }
            for index in (words * 8)..<raw.count {
                hash = (hash ^ UInt64(raw[index])) &* 0x0000_0100_0000_01B3
            }
        }
        return UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
    }
}
