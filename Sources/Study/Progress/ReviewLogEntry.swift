import Foundation
import GRDB

/// One answer in the review log (table `review`): the rating, and the card's schedule before and
/// after it, so a card's history can be read, audited or replayed under other FSRS settings.
public struct ReviewLogEntry: Sendable, Equatable, Codable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "review"
    public static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    public static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase

    public internal(set) var id: Int64?
    public let cardID: String
    public let sessionID: Int64?
    public let rating: Rating
    public let reviewedAt: Date
    /// Whole days since the card's previous review (0 for its first).
    public let elapsedDays: Int
    /// Whole days from this review to the new due date (0 while stepping through minutes).
    public let scheduledDays: Int
    public let stateBefore: CardState
    public let stateAfter: CardState
    public let stepAfter: Int?
    public let stabilityAfter: Double
    public let difficultyAfter: Double
    public let dueAfter: Date
    public let grade: Double?
    public let answer: String?

    enum CodingKeys: String, CodingKey {
        case id, cardID = "cardId", sessionID = "sessionId", rating, reviewedAt, elapsedDays, scheduledDays
        case stateBefore, stateAfter, stepAfter, stabilityAfter, difficultyAfter, dueAfter, grade, answer
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
