/// The first 100 bytes of a file, read as SQLite's database header
/// (https://www.sqlite.org/fileformat.html#the_database_header). Enough to tell, without opening
/// the file, whether it is SQLite, whether it is in WAL mode and which application stamped it.
public struct SQLiteHeader: Equatable, Sendable {
    public static let size = 100
    private static let magic = Array("SQLite format 3\u{0}".utf8)

    public let bytes: [UInt8]

    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    public var isEmpty: Bool { bytes.isEmpty }

    /// A whole header that starts with SQLite's magic string.
    public var isSQLite: Bool { bytes.count == Self.size && bytes.starts(with: Self.magic) }

    /// Bytes 18 and 19 are the read and write format versions: 2 means WAL.
    public var isWAL: Bool { isSQLite && (bytes[18] == 2 || bytes[19] == 2) }

    /// `PRAGMA user_version`.
    public var userVersion: UInt32 { bigEndian(at: 60) }

    /// `PRAGMA application_id`.
    public var applicationID: UInt32 { bigEndian(at: 68) }

    private func bigEndian(at offset: Int) -> UInt32 {
        guard isSQLite else { return 0 }
        return bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
