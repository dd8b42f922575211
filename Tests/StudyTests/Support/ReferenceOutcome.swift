import Foundation

/// py-fsrs's answer for one review of a ReferenceLog: the card right after it.
struct ReferenceOutcome: Decodable {
    let card: String
    let rating: Int
    let time: String
    let state: Int
    let step: Int?
    let stability: Double
    let difficulty: Double
    let due: String
}
