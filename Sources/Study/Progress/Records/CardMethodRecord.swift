import GRDB

/// A row of table `card_method`: one method a card tests. A table rather than a list column so
/// statistics can group reviews by method in SQL.
struct CardMethodRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "card_method"
    static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase

    var cardID: String
    var methodID: String

    enum CodingKeys: String, CodingKey {
        case cardID = "cardId", methodID = "methodId"
    }
}
