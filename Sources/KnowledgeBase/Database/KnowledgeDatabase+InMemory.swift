import Foundation
import GRDB

extension KnowledgeDatabase {
    /// The address an in-memory database reports as its `url`, in errors for example.
    public static let inMemoryURL = URL(fileURLWithPath: "/:memory:")

    /// A knowledge database built from `content` in memory, like the `empty()` factory of GRDB's
    /// demo app: for tests and tools that want the knowledge without a file to place or remove.
    public static func inMemory(content: KnowledgeContent = .embedded, builtAt: Date = Date()) throws -> KnowledgeDatabase {
        do {
            let loaded = try content.load()
            let queue = try DatabaseQueue()
            try queue.writeWithoutTransaction { db in
                try KnowledgeDatabaseBuilder(content: loaded, fingerprint: content.fingerprint, builtAt: builtAt)
                    .write(schemaSQL: content.schemaSQL, into: db)
            }
            return KnowledgeDatabase(url: inMemoryURL, reader: queue, fingerprint: content.fingerprint)
        } catch let error as KnowledgeBaseError {
            throw error
        } catch {
            // As `build(at:)` reports it: content that does not decode or load is inconsistent.
            throw KnowledgeBaseError.contentInconsistent(reason: "\(error)")
        }
    }
}
