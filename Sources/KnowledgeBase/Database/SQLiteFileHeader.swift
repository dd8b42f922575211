import Foundation

/// The first bytes of a file, read before SQLite is let near it. A file that is not SQLite, or
/// an SQLite database in WAL mode (which lifequiz never builds, and which a read-only connection
/// may add -wal and -shm files beside), is refused without being opened.
struct SQLiteFileHeader {
    enum Verdict: Equatable {
        case sqlite
        case foreign(reason: String)
    }

    static func inspect(_ url: URL) throws -> Verdict {
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        let header = try handle.read(upToCount: 100) ?? Data()
        guard !header.isEmpty else { return .foreign(reason: "the file is empty") }
        guard header.starts(with: Data("SQLite format 3\u{0}".utf8)), header.count == 100 else {
            return .foreign(reason: "the file is not an SQLite database")
        }
        // Bytes 18 and 19 are the read and write format versions: 2 means WAL.
        if header[header.startIndex + 18] == 2 || header[header.startIndex + 19] == 2 {
            return .foreign(reason: "it is an SQLite database in WAL mode, which lifequiz's knowledge databases never use")
        }
        return .sqlite
    }
}
