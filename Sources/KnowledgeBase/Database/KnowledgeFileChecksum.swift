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
    /// ones), in four interleaved lanes (so the multiplications overlap), folded to 32 bits. Words
    /// and lanes rather than bytes: the check runs on every `show`.
    static func checksum(of data: Data) -> UInt32 {
        let prime: UInt64 = 0x0000_0100_0000_01B3
        var lanes: (UInt64, UInt64, UInt64, UInt64) = (0xcbf2_9ce4_8422_2325, 1, 2, 3)
        var tail: UInt64 = 0xcbf2_9ce4_8422_2325
        data.withUnsafeBytes { raw in
            func word(_ index: Int) -> UInt64 {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self))
                // Bytes 60...63 are bytes 4...7 of word 7: the checksum's own place.
                return index == offset / 8 ? word & 0x0000_0000_FFFF_FFFF : word
            }
            func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
                let mixed = (hash ^ word) &* prime
                return mixed ^ (mixed >> 29)
            }
            let blocks = raw.count / 32
            for block in 0..<blocks {
                let index = block * 4
                lanes = (mix(lanes.0, word(index)), mix(lanes.1, word(index + 1)),
                         mix(lanes.2, word(index + 2)), mix(lanes.3, word(index + 3)))
            }
            for index in (blocks * 32)..<raw.count {
                tail = (tail ^ UInt64(raw[index])) &* prime
            }
        }
        var hash = tail
        for lane in [lanes.0, lanes.1, lanes.2, lanes.3] {
            hash = (hash ^ lane) &* prime
            hash ^= hash >> 29
        }
        return UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
    }
}
