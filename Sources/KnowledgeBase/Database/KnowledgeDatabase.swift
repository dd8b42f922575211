import DataFiles
import Foundation
import GRDB

/// The knowledge database: built from the content compiled into lifequiz, opened read-only, and
/// rebuilt whenever that content changes. It holds no user data (progress lives in its own
/// database), which is why it can be replaced wholesale.
public struct KnowledgeDatabase: Sendable {
    public static let format = "lifequiz-knowledge"
    /// The version of the schema's shape; the fingerprint covers its text as well.
    public static let schemaVersion = 1

    /// The database file.
    public let url: URL
    /// A read-only connection, for queries this type does not offer.
    public let reader: any DatabaseReader
    /// The content fingerprint the database was built from, read when it was opened (nothing in
    /// lifequiz changes an open database: a rebuild replaces the file and is opened anew).
    public let fingerprint: String?

    /// Stamped in the SQLite header (PRAGMA application_id), so a damaged or hand-edited file is
    /// still known as lifequiz's, and rebuilt, even when its tables cannot be read.
    public static let applicationID: UInt32 = 0x6C71_6B62  // "lqkb"

    /// Opens the knowledge database at `url`: builds it when missing, rebuilds it when it was built
    /// from other content, was edited or is damaged, and refuses, without writing a byte, a file
    /// lifequiz did not build. A symbolic link to a file is followed (a rebuild replaces the file
    /// it leads to, not the link); a link that loops or leads nowhere is refused.
    public static func open(at url: URL, content: KnowledgeContent = .embedded) throws -> KnowledgeDatabase {
        var target = url
        switch DataFileEntry.inspect(url.path) {
        case .missing:
            break
        case .refused(let reason):
            throw KnowledgeBaseError.notAKnowledgeDatabase(path: url.path, reason: reason)
        case .file(let file):
            if let existing = try openExisting(file, named: url), existing.fingerprint == content.fingerprint {
                return existing
            }
            target = URL(fileURLWithPath: file.path)
        }
        try build(at: target, content: content)
        guard case .file(let built) = DataFileEntry.inspect(target.path), let rebuilt = try openExisting(built, named: url) else {
            throw KnowledgeBaseError.contentInconsistent(reason: "the database just built at \(target.path) fails its own check")
        }
        return rebuilt
    }

    /// Builds a fresh database at `url` from `content`, replacing any file there in one atomic rename.
    public static func build(at url: URL, content: KnowledgeContent, builtAt: Date = Date()) throws {
        let directory = url.deletingLastPathComponent()
        let temporary = try createTemporaryFile(besides: url)
        do {
            // Content that does not decode throws a ContentError, which the catch below reports.
            let loaded = try content.load()
            var configuration = Configuration()
            configuration.prepareDatabase { db in
                // A half-written temporary file is thrown away, so it needs no journal or syncing.
                try db.execute(sql: "PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF")
            }
            let queue = try DatabaseQueue(path: temporary.path, configuration: configuration)
            try queue.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA application_id = \(Int32(bitPattern: applicationID))")
                try KnowledgeDatabaseBuilder(content: loaded, fingerprint: content.fingerprint, builtAt: builtAt)
                    .write(schemaSQL: content.schemaSQL, into: db)
            }
            try queue.close()
            try KnowledgeFileChecksum.stamp(path: temporary.path)
            guard rename(temporary.path, url.path) == 0 else {
                throw KnowledgeBaseError.cannotWrite(directory: directory.path, reason: String(cString: strerror(errno)))
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw buildFailure(error, in: directory)
        }
    }

    /// What a failed build says: a full disk or a failing file system is the machine's trouble,
    /// anything else means the content compiled in cannot be built, a bug.
    private static func buildFailure(_ error: any Error, in directory: URL) -> KnowledgeBaseError {
        if !(error is KnowledgeBaseError) && FileSystemSpace.isFull(at: directory.path) {
            return .diskFull(directory: directory.path)
        }
        switch error {
        case let error as KnowledgeBaseError:
            return error
        case let error as DatabaseError where error.resultCode == .SQLITE_FULL:
            return .diskFull(directory: directory.path)
        case let error as DatabaseError where [.SQLITE_IOERR, .SQLITE_CANTOPEN, .SQLITE_READONLY].contains(error.resultCode):
            return .cannotWrite(directory: directory.path, reason: error.message ?? "\(error.resultCode)")
        case let error as POSIXError where error.code == .ENOSPC:
            return .diskFull(directory: directory.path)
        case let error as POSIXError:
            return .cannotWrite(directory: directory.path, reason: String(cString: strerror(error.code.rawValue)))
        default:
            return .contentInconsistent(reason: "\(error)")
        }
    }

    /// When the database was built, as ISO 8601 text.
    public func builtAt() throws -> String? {
        try metaValue("built_at")
    }

    // MARK: - Opening

    /// Opens an existing regular file read-only, with the fingerprint it was built from; nil when
    /// the file is lifequiz's but must be rebuilt (edited, damaged, or built before files carried
    /// a checksum). `url` is the path the user named, for messages.
    private static func openExisting(_ file: DataFile, named url: URL) throws -> KnowledgeDatabase? {
        let header = file.header
        guard !header.isEmpty else { throw KnowledgeBaseError.notAKnowledgeDatabase(path: url.path, reason: .empty) }
        guard header.isSQLite else {
            throw KnowledgeBaseError.notAKnowledgeDatabase(path: url.path, reason: .notSQLite)
        }
        // Refused unopened: even a read-only connection may create -wal and -shm files beside it.
        guard !header.isWAL else {
            throw KnowledgeBaseError.notAKnowledgeDatabase(
                path: url.path, reason: FileProblem("wal-mode")
            )
        }
        let stamped = header.applicationID == applicationID
        if stamped && KnowledgeFileChecksum.of(path: file.path) != header.userVersion { return nil }

        var configuration = Configuration()
        configuration.readonly = true
        let queue: DatabaseQueue
        let meta: [String: String]?
        do {
            queue = try DatabaseQueue(path: file.path, configuration: configuration)
            meta = try queue.read { db in
                // Plain SQL rather than db.tableExists: GRDB's schema cache costs start-up time.
                guard try !db.rows("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'").isEmpty else { return nil }
                let rows = try db.rows("SELECT key, value FROM meta WHERE key IN ('format', 'content_fingerprint')")
                return try Dictionary(rows.map { (try $0["key"] as String, try $0["value"] as String) }, uniquingKeysWith: { first, _ in first })
            }
        } catch let error as DatabaseError {
            if stamped { return nil }
            throw KnowledgeBaseError.damaged(path: url.path, reason: error.message ?? "\(error.resultCode)")
        } catch let error as ResultRow.ReadError {
            throw KnowledgeBaseError.damaged(path: url.path, reason: "\(error)")
        }
        guard let meta, let format = meta["format"] else {
            throw KnowledgeBaseError.notAKnowledgeDatabase(path: url.path, reason: FileProblem("no-meta-table"))
        }
        guard format == Self.format else {
            throw KnowledgeBaseError.notAKnowledgeDatabase(path: url.path, reason: FileProblem("other-format", ["format": format]))
        }
        guard stamped else { return nil }
        return KnowledgeDatabase(url: url, reader: queue, fingerprint: meta["content_fingerprint"])
    }

    // MARK: - Building

    /// An empty file beside `url`, made here rather than by SQLite so that a failure says why
    /// (permission denied, read-only file system...) instead of "unable to open database file".
    private static func createTemporaryFile(besides url: URL) throws -> URL {
        let directory = url.deletingLastPathComponent()
        try createDirectories(directory)
        let name = ".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let temporary = directory.appending(path: name, directoryHint: .notDirectory)
        let descriptor = Foundation.open(temporary.path, O_CREAT | O_EXCL | O_WRONLY, 0o644)
        guard descriptor >= 0 else {
            if errno == ENOSPC { throw KnowledgeBaseError.diskFull(directory: directory.path) }
            throw KnowledgeBaseError.cannotWrite(directory: directory.path, reason: String(cString: strerror(errno)))
        }
        close(descriptor)
        return temporary
    }

    /// `mkdir -p`, by hand so that a failure names the path that blocked it and the system's
    /// reason (FileManager on Linux reports only "NSCocoaErrorDomain error 512").
    private static func createDirectories(_ directory: URL) throws {
        var path = ""
        for component in directory.standardizedFileURL.pathComponents where component != "/" {
            path += "/" + component
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
                guard isDirectory.boolValue else {
                    throw KnowledgeBaseError.cannotWrite(directory: directory.path, reason: "\(path) is a file, not a directory")
                }
                continue
            }
            guard mkdir(path, 0o755) == 0 || errno == EEXIST else {
                throw KnowledgeBaseError.cannotWrite(directory: directory.path, reason: "\(path): \(String(cString: strerror(errno)))")
            }
        }
    }

    // MARK: - Reading

    private func metaValue(_ key: String) throws -> String? {
        try read { db in try db.rows("SELECT value FROM meta WHERE key = ?", [key]).first?["value"] }
    }

    /// Runs `body` on the read-only connection; SQLite failures become `queryFailed`.
    func read<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            return try reader.read(body)
        } catch let error as DatabaseError {
            throw KnowledgeBaseError.queryFailed(path: url.path, reason: error.message ?? "\(error.resultCode)")
        } catch let error as ResultRow.ReadError {
            throw KnowledgeBaseError.queryFailed(path: url.path, reason: "\(error)")
        }
    }
}
