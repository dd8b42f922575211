import KnowledgeBase

/// A question and its answer.
public struct FactFields: Hashable, Sendable {
    public var front: LocalizedText
    public var back: LocalizedText

    public init(front: LocalizedText, back: LocalizedText) {
        self.front = front
        self.back = back
    }
}
