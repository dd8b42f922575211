import Foundation
import GRDB

/// Another program's SQLite database in WAL mode whose last transactions are still only in its
/// `-wal`: what a file looks like while that program runs, or after it crashed. Made by copying
/// the three files while the connection that wrote them is still open.
enum PendingWALDatabase {
    /// The database, its `-wal` and its `-shm`, at `url`; `write` fills it (by default another
    /// program's contacts).
    static func make(at url: URL, write: (DatabasePool) throws -> Void = Self.contacts) throws -> [URL] {
        let scratch = url.deletingLastPathComponent().appending(path: "writer-\(UUID().uuidString).sqlite")
        let pool = try DatabasePool(path: scratch.path)
        try write(pool)
        let copies = ["", "-wal", "-shm"].map { URL(fileURLWithPath: url.path + $0) }
        for (suffix, copy) in zip(["", "-wal", "-shm"], copies) {
            try FileManager.default.copyItem(atPath: scratch.path + suffix, toPath: copy.path)
        }
        try pool.close()
        guard try copies[1].resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0 > 0 else {
            throw FixtureError("the copied -wal is empty: nothing is pending")
        }
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: scratch.path + suffix) }
        return copies
    }

    static func contacts(_ pool: DatabasePool) throws {
        try pool.write { db in
            try db.execute(sql: "CREATE TABLE contacts (name TEXT); INSERT INTO contacts VALUES ('Ada'), ('Grace')")
        }
    }
}
