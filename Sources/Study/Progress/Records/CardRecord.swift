import Foundation
import GRDB

/// A row of table `card`: a card's identity and its current schedule.
struct CardRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "card"
    static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase

    var id: String
    var kind: String
    var topic: String
    var introducedAt: Date
    var state: CardState
    var step: Int?
    var stability: Double?
    var difficulty: Double?
    var due: Date
    var lastReview: Date?
    var reps: Int
    var lapses: Int

    init(_ card: StudyCard, introducedAt: Date) {
        let schedule = CardSchedule.new(due: introducedAt)
        (id, kind, topic, self.introducedAt) = (card.id, card.kind, card.topic, introducedAt)
        (state, step, due, lastReview, reps, lapses) = (schedule.state, schedule.step, schedule.due, nil, 0, 0)
    }

    var schedule: CardSchedule {
        get {
            let memory = stability.flatMap { s in difficulty.map { MemoryState(stability: s, difficulty: $0) } }
            return CardSchedule(state: state, step: step, memory: memory, due: due, lastReview: lastReview)
        }
        set {
            (state, step, due, lastReview) = (newValue.state, newValue.step, newValue.due, newValue.lastReview)
            (stability, difficulty) = (newValue.memory?.stability, newValue.memory?.difficulty)
        }
    }

    func progress(methodIDs: [String]) -> CardProgress {
        CardProgress(card: StudyCard(id: id, kind: kind, topic: topic, methodIDs: methodIDs),
                     schedule: schedule, introducedAt: introducedAt, reviews: reps, lapses: lapses)
    }
}
