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
        self.writer = writer
        self.location = writer.path
        self.scheduler = scheduler
        self.fuzzSeed = fuzzSeed
        try guarded { try Self.migrate(writer, location: location) }
    }

    /// Opens the progress database at `url`, creating it (and its folder) when `create` is true
    /// and it does not exist. A file that is not a lifequiz progress database, or is damaged, is
    /// reported and left untouched. Processes opening databases in one folder take turns
    /// (`FolderLock`), so none sees a file another is still creating.
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
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
                if isDirectory.boolValue {
                    throw ProgressError.cannotOpen(path: path, detail: "it is a folder, not a file")
                }
                try ProgressFile.check(path: path)
            } else if !create {
                throw ProgressError.missing(path: path)
            }
            let pool: DatabasePool
            do {
                pool = try DatabasePool(path: path, configuration: makeConfiguration())
            } catch {
                throw ProgressError.cannotOpen(path: path, detail: String(describing: error))
            }
            return try ProgressStore(pool, scheduler: scheduler, fuzzSeed: fuzzSeed)
        }
    }

    /// A fresh in-memory store, for tests and previews.
    public static func inMemory(scheduler: Scheduler = .standard, fuzzSeed: UInt64? = nil) throws -> ProgressStore {
        try ProgressStore(DatabaseQueue(configuration: makeConfiguration()), scheduler: scheduler, fuzzSeed: fuzzSeed)
    }

    /// The configuration every connection to a progress database needs: a busy timeout so
    /// concurrent writers wait for each other instead of failing. (GRDB opens write transactions
    /// IMMEDIATE, and a DatabasePool puts the file in WAL mode with synchronous=NORMAL, which keeps
    /// every committed transaction across a crash of the process.)
    public static func makeConfiguration() -> Configuration {
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.journalMode = .wal
        return configuration
    }

    /// Runs database work, turning SQLite's failures into errors that say what to do.
    func guarded<T>(_ work: () throws -> T) throws -> T {
        do {
            return try work()
        } catch let error as DatabaseError {
            switch error.resultCode {
            case .SQLITE_BUSY, .SQLITE_LOCKED:
                throw ProgressError.locked(path: location)
            case .SQLITE_CORRUPT, .SQLITE_NOTADB:
                throw ProgressError.damaged(path: location, detail: error.message ?? "\(error.resultCode)")
            default:
                throw error
            }
        }
    }
}
