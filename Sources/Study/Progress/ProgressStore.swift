import DataFiles
import Foundation
import GRDB

/// The learner's progress database (`progress.sqlite`): cards and their FSRS schedules, the review
/// log and study sessions. Owns the database connection; every method is one transaction.
///
/// Another lifequiz process may use the same file at the same time: the file is in WAL mode,
/// writers wait up to `busyTimeout` for each other, and each answer is read, scheduled and written
/// in one immediate transaction, so no review is lost or scheduled from a stale state.
public struct ProgressStore: Sendable {
    /// How long a write waits for another process's write before giving up.
    public static let busyTimeout: TimeInterval = 5

    let writer: any DatabaseWriter
    /// Where the database lives, for error messages.
    let location: String
    public let scheduler: Scheduler
    /// When set, review intervals are fuzzed with a generator seeded from it and the review.
    public let fuzzSeed: UInt64?

    /// Wraps an open connection and brings its schema up to date. Use `open(at:)` for files;
    /// this is for connections configured elsewhere (tests, two connections to one file).
    public init(_ writer: any DatabaseWriter, scheduler: Scheduler = .standard, fuzzSeed: UInt64? = nil) throws {
        self.init(writer, location: writer.path, scheduler: scheduler, fuzzSeed: fuzzSeed)
        try guarded { try Self.migrate(writer, location: location) }
    }

    private init(_ writer: any DatabaseWriter, location: String, scheduler: Scheduler, fuzzSeed: UInt64?) {
        self.writer = writer
        self.location = location
        self.scheduler = scheduler
        self.fuzzSeed = fuzzSeed
    }

    /// Opens the progress database at `url` for reading and writing, creating it (and its folder)
    /// when `create` is true and nothing is there. A file that is not a lifequiz progress database,
    /// or is damaged, is reported and left untouched. Processes opening databases in one folder
    /// take turns (`FolderLock`), so two first runs create one file.
    public static func open(
        at url: URL, create: Bool = true, scheduler: Scheduler = .standard, fuzzSeed: UInt64? = nil
    ) throws -> ProgressStore {
        let path = url.path
        let folder = url.deletingLastPathComponent()
        if create {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw ProgressError.cannotOpen(path: path, detail: error.localizedDescription)
            }
        }
        return try FolderLock.holding(folder.path) {
            var file = try ProgressFile.existing(at: path)
            if file == nil && create {
                try ProgressFile.create(at: path)
                file = try ProgressFile.existing(at: path)
            }
            guard let file else { throw ProgressError.missing(path: path) }
            return try ProgressStore(
                checking: ProgressFile.writingConnection(to: file, named: path), at: path, scheduler: scheduler, fuzzSeed: fuzzSeed
            ) { writer, path in try migrate(writer, location: path) }
        }
    }

    /// Opens the progress database at `url` only to read it (`stats`): nothing is created,
    /// migrated or written, and no `-wal` or `-shm` file is left behind, so a read-only file or
    /// file system can be read too. Throws `.missing` when there is no file.
    public static func openForReading(at url: URL, scheduler: Scheduler = .standard) throws -> ProgressStore {
        let path = url.path
        guard let file = try ProgressFile.existing(at: path) else { throw ProgressError.missing(path: path) }
        return try ProgressStore(
            checking: ProgressFile.readingConnection(to: file, named: path), at: path, scheduler: scheduler, fuzzSeed: nil
        ) { reader, path in try requireKnownSchema(reader, location: path) }
    }

    /// A store on a connection to the file at `path`, refused when damaged; `schema` brings its
    /// schema up to date, or checks it is one this lifequiz can read.
    private init(
        checking connection: DatabaseQueue, at path: String, scheduler: Scheduler, fuzzSeed: UInt64?,
        schema: (any DatabaseWriter, String) throws -> Void
    ) throws {
        self.init(connection, location: path, scheduler: scheduler, fuzzSeed: fuzzSeed)
        try guarded {
            try requireIntact()
            try schema(writer, path)
        }
    }

    /// A fresh in-memory store, for tests and previews.
    public static func inMemory(scheduler: Scheduler = .standard, fuzzSeed: UInt64? = nil) throws -> ProgressStore {
        try ProgressStore(DatabaseQueue(configuration: makeConfiguration()), scheduler: scheduler, fuzzSeed: fuzzSeed)
    }

    /// The configuration every writing connection to a progress database needs: a busy timeout so
    /// concurrent writers wait for each other instead of failing (GRDB opens write transactions
    /// IMMEDIATE, so an answer reads the state it updates under the write lock), and WAL mode with
    /// synchronous=NORMAL, which keeps every committed transaction across a crash of the process.
    /// WAL is set with a plain pragma, a no-op on a file already in WAL mode, rather than GRDB's
    /// WAL set-up, which creates and drops a table on every open.
    public static func makeConfiguration() -> Configuration {
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL")
        }
        return configuration
    }

    /// Damage that SQLite notices cheaply (`quick_check`), reported before anything is read or written.
    private func requireIntact() throws {
        let problems = try writer.read { db in try String.fetchAll(db, sql: "PRAGMA quick_check") }.filter { $0 != "ok" }
        if let first = problems.first { throw ProgressError.damaged(path: location, detail: first) }
    }

    /// Runs database work, turning SQLite's failures into errors that say what to do.
    func guarded<T>(_ work: () throws -> T) throws -> T {
        do {
            return try work()
        } catch let error as DatabaseError {
            throw Self.failure(error, at: location)
        } catch let error as RowDecodingError {
            // A value that does not decode (a date that is not a date): bytes changed under SQLite.
            throw ProgressError.damaged(path: location, detail: "\(error)")
        }
    }

    /// What an SQLite failure on the progress database at `path` means for the learner.
    static func failure(_ error: DatabaseError, at path: String) -> any Error {
        let detail = error.message ?? "\(error.resultCode)"
        if [.SQLITE_FULL, .SQLITE_IOERR, .SQLITE_CANTOPEN].contains(error.resultCode) && FileSystemSpace.isFull(at: path) {
            return ProgressError.diskFull(path: path)
        }
        switch error.resultCode {
        case .SQLITE_BUSY, .SQLITE_LOCKED: return ProgressError.locked(path: path)
        case .SQLITE_CORRUPT, .SQLITE_NOTADB: return ProgressError.damaged(path: path, detail: detail)
        case .SQLITE_FULL: return ProgressError.diskFull(path: path)
        case .SQLITE_READONLY: return ProgressError.readOnly(path: path)
        case .SQLITE_CANTOPEN, .SQLITE_IOERR, .SQLITE_PERM: return ProgressError.cannotOpen(path: path, detail: detail)
        default: return error
        }
    }
}
