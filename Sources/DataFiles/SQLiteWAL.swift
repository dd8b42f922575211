#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a database's write-ahead log (https://www.sqlite.org/fileformat.html#the_write_ahead_log)
/// without SQLite, to see the header a database will have once its log is check-pointed: a
/// database created in WAL mode and never check-pointed (its process was killed) still has a
/// blank header in the file itself, its application id only in the log.
public enum SQLiteWAL {
    /// The database header in the last committed copy of page 1 in `databasePath`'s `-wal`, or
    /// nil when the log is missing, unreadable or holds no committed page 1.
    public static func committedHeader(ofDatabaseAt databasePath: String) -> SQLiteHeader? {
        let descriptor = open(databasePath + "-wal", O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        guard let header = bytes(descriptor, at: 0, count: 32), [0x377F_0682, 0x377F_0683].contains(word(header, 0)) else {
            return nil
        }
        let pageSize = Int(word(header, 8))
        guard pageSize >= 512, pageSize <= 65536 else { return nil }
        let salts = header[16..<24]
        var committed: SQLiteHeader?
        var pending: SQLiteHeader?
        var offset = 32
        // Frames of this log generation carry its salts; a commit frame has a database size.
        while let frame = bytes(descriptor, at: offset, count: 24), frame[8..<16] == salts {
            if word(frame, 0) == 1, let page = bytes(descriptor, at: offset + 24, count: SQLiteHeader.size) {
                pending = SQLiteHeader(bytes: page)
            }
            if word(frame, 4) != 0 { committed = pending ?? committed }
            offset += 24 + pageSize
        }
        return committed
    }

    private static func bytes(_ descriptor: Int32, at offset: Int, count: Int) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: count)
        let read = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, count, off_t(offset)) }
        return read == count ? buffer : nil
    }

    private static func word(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
