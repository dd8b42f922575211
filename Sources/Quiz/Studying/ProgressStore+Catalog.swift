import Foundation
import SeededRandom
import Study

extension ProgressStore {
    /// Introduces the catalog's cards as `introduce(_:at:)` does, in the order `study` shows new
    /// ones (new cards come in the order introduced): sorted by the FNV-1a hash of their ids, a
    /// shuffle that mixes topics and kinds and is the same on every run. Returns how many were new.
    @discardableResult
    public func introduce(catalog cards: [CatalogCard], at time: Date) throws -> Int {
        let keyed = cards.map { (key: FNV1a.hash($0.id), card: $0) }
        return try introduce(keyed.sorted { $0.key < $1.key }.map(\.card.studyCard), at: time)
    }
}
