import Foundation
import GRDB

/// A sitting of study (table `session`); reviews may point at the session they were given in.
public struct StudySession: Sendable, Equatable, Codable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "session"
    public static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    public static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase

    public internal(set) var id: Int64?
    public let startedAt: Date
    public internal(set) var endedAt: Date?

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
