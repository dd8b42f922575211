import Foundation
import GRDB

/// Looks at an existing file before the store opens it for writing, so a file that is not a
/// progress database, or is damaged, is reported and never modified (opening for writing would
/// switch it to WAL mode and add our tables).
enum ProgressFile {
    private static let sqliteMagic = Array("SQLite format 3\u{0}".utf8)

    static func check(path: String) throws {
        let header: Data
        do {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            header = try handle.read(upToCount: 100) ?? Data()
        } catch {
            throw ProgressError.cannotOpen(path: path, detail: error.localizedDescription)
        }
        // SQLite creates a database in an empty file: one left by an interrupted first run.
        if header.isEmpty { return }
        guard header.starts(with: sqliteMagic) else {
            throw ProgressError.notAProgressDatabase(path: path, reason: "it is not an SQLite database")
        }
        do {
            // Not read-only: a read-only connection cannot open a WAL file whose -shm is gone.
            // Reading writes nothing to the file itself.
            var configuration = Configuration()
            configuration.busyMode = .timeout(ProgressStore.busyTimeout)
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            try queue.read { db in
                let problems = try String.fetchAll(db, sql: "PRAGMA quick_check").filter { $0 != "ok" }
                if let first = problems.first {
                    throw ProgressError.damaged(path: path, detail: first)
                }
                let applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
                let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
                if applicationID == ProgressStore.applicationID || (applicationID == 0 && tables.isEmpty) { return }
                let reason = applicationID == 0
                    ? "it holds other tables: " + tables.prefix(5).joined(separator: ", ")
                    : "another program's SQLite file (application id \(applicationID))"
                throw ProgressError.notAProgressDatabase(path: path, reason: reason)
            }
        } catch let error as ProgressError {
            throw error
        } catch let error as DatabaseError where [.SQLITE_CORRUPT, .SQLITE_NOTADB].contains(error.resultCode) {
            throw ProgressError.damaged(path: path, detail: error.message ?? "\(error.resultCode)")
        } catch {
            throw ProgressError.cannotOpen(path: path, detail: String(describing: error))
        }
    }
}
