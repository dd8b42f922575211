#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import DataFiles
import Foundation
import GRDB

/// Finds, creates and connects to progress database files. What a file is, is told from its
/// header alone (SQLite's magic and lifequiz's application id), so a file that is not ours, a
/// WAL-mode database of another program with its pending `-wal` included, is never opened.
enum ProgressFile {
    /// The progress database at `path` (where symbolic links lead), or nil when nothing is there.
    /// Anything else is refused, untouched: an empty file, a non-SQLite file, another program's
    /// SQLite file, a link that loops or leads nowhere, a FIFO, a device, a folder.
    static func existing(at path: String) throws -> DataFile? {
        switch DataFileEntry.inspect(path) {
        case .missing:
            return nil
        case .refused(let reason):
            throw ProgressError.notAProgressDatabase(path: path, reason: reason)
        case .file(let file):
            let header = file.header
            guard !header.isEmpty else { throw ProgressError.notAProgressDatabase(path: path, reason: .empty) }
            guard header.isSQLite else {
                throw ProgressError.notAProgressDatabase(path: path, reason: .notSQLite)
            }
            guard isOurs(file) else {
                let reason = header.applicationID == 0
                    ? FileProblem("sqlite-without-application-id")
                    : FileProblem("foreign-sqlite", ["id": "\(Int32(bitPattern: header.applicationID))"])
                throw ProgressError.notAProgressDatabase(path: path, reason: reason)
            }
            return file
        }
    }

    /// Stamped with lifequiz's application id, in the file or, for a file an older lifequiz
    /// created and was killed before check-pointing, in the committed log beside it.
    private static func isOurs(_ file: DataFile) -> Bool {
        let ours = UInt32(bitPattern: ProgressStore.applicationID)
        if file.header.applicationID == ours { return true }
        guard file.header.applicationID == 0, file.header.isWAL else { return false }
        return SQLiteWAL.committedHeader(ofDatabaseAt: file.path)?.applicationID == ours
    }

    /// Creates a progress database at `path`, where there is no file, all at once: it is made and
    /// migrated in a temporary file beside `path` and then linked into place. So a file at `path`
    /// is never half-made, and an interrupted first run leaves nothing there (only, after a
    /// `kill -9`, a `.progress.sqlite.<pid>.<random>.tmp` beside it, which holds no progress).
    static func create(at path: String) throws {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appending(path: ".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp").path
        defer {
            for suffix in ["", "-journal", "-wal", "-shm"] { unlink(temporary + suffix) }
        }
        do {
            let queue = try DatabaseQueue(path: temporary, configuration: ProgressStore.makeConfiguration())
            try ProgressStore.migrator.migrate(queue)
            // Closing the only connection checkpoints the log into the file and deletes it.
            try queue.close()
        } catch let error as DatabaseError {
            throw ProgressStore.failure(error, at: path)
        }
        // link() never replaces: if another process created the file meanwhile, theirs stays.
        if link(temporary, path) != 0 && errno != EEXIST {
            // File systems without hard links: rename, still only where nothing is.
            guard access(path, F_OK) != 0, rename(temporary, path) == 0 else {
                throw ProgressError.cannotOpen(path: path, detail: String(cString: strerror(errno)))
            }
        }
    }

    /// A connection that writes to `file`, which `existing(at:)` has recognised as ours. A file
    /// that cannot be written is refused first: SQLite would open it read-only, leave a `-wal` and
    /// `-shm` it cannot clean up, and fail only at the first answer.
    static func writingConnection(to file: DataFile, named path: String) throws -> DatabaseQueue {
        guard access(file.path, W_OK) == 0 else { throw ProgressError.readOnly(path: path) }
        do {
            return try DatabaseQueue(path: file.path, configuration: ProgressStore.makeConfiguration())
        } catch let error as DatabaseError {
            throw ProgressStore.failure(error, at: path)
        }
    }

    /// A connection that only reads `file` and leaves nothing behind. A WAL-mode file whose log
    /// is empty (no `-wal` beside it: no other lifequiz is writing, nothing is pending) is opened
    /// immutable: no lock, no `-wal` or `-shm` created, so it reads from a read-only file or file
    /// system too. With a `-wal` there, it is opened read-only the ordinary way, using the log and
    /// index that already exist. (An ordinary read-only connection would create both files and,
    /// unable to check point, leave them behind.)
    static func readingConnection(to file: DataFile, named path: String) throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(ProgressStore.busyTimeout)
        let pending = access(file.path + "-wal", F_OK) == 0
        let immutable = file.header.isWAL && !pending
        do {
            return try DatabaseQueue(path: immutable ? immutableURI(file.path) : file.path, configuration: configuration)
        } catch let error as DatabaseError {
            throw ProgressStore.failure(error, at: path)
        }
    }

    /// An SQLite URI naming `path` with `immutable=1` (SQLite decodes the percent escapes).
    private static func immutableURI(_ path: String) -> String {
        "file:\(path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path)?immutable=1"
    }
}
