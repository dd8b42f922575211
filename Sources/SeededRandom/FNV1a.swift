/// 64-bit FNV-1a over a string's UTF-8 bytes. Like `SplitMix64`'s seeds, its hashes mean the same
/// on every platform, run and Swift version (Swift's `Hasher` is seeded per process), so they
/// can be written to files and relied on: study order, review fuzz seeds, Anki ids and GUIDs.
public enum FNV1a {
    public static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    @usableFromInline static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// The hash of `text`, continued from `start`: hashing `b` from `hash(a)` equals hashing `a`
    /// followed by `b`. Inlinable, as exports hash every card's id.
    @inlinable public static func hash(_ text: String, from start: UInt64 = offsetBasis) -> UInt64 {
        hash(bytes: text.utf8, from: start)
    }

    /// The hash of `bytes`, continued from `start`.
    @inlinable public static func hash(bytes: some Sequence<UInt8>, from start: UInt64 = offsetBasis) -> UInt64 {
        var hash = start
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= prime
        }
        return hash
    }
}
