import Foundation

/// A card's scheduling state, as py-fsrs's `Card` holds it (less the id, which the store keeps).
public struct CardSchedule: Sendable, Equatable {
    public var state: CardState
    /// The learning or relearning step the card is on; nil in the review state.
    public var step: Int?
    /// Nil until the first review.
    public var memory: MemoryState?
    public var due: Date
    public var lastReview: Date?

    public init(state: CardState, step: Int?, memory: MemoryState?, due: Date, lastReview: Date?) {
        self.state = state
        self.step = step
        self.memory = memory
        self.due = due
        self.lastReview = lastReview
    }

    /// A card never reviewed: learning, first step, due at once.
    public static func new(due: Date) -> CardSchedule {
        CardSchedule(state: .learning, step: 0, memory: nil, due: due, lastReview: nil)
    }
}
