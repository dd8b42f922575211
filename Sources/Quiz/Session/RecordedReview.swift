import Foundation
import Study

/// What a rating saved: the rating and when the card comes back.
public struct RecordedReview: Sendable, Equatable {
    public let cardID: String
    public let rating: Rating
    public let due: Date
    /// From the review to `due`.
    public let interval: TimeInterval
    /// Whether the card comes back in this session (a learning step).
    public let againThisSession: Bool
}
