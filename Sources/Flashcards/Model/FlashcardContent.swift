/// A card's fields, which depend on its kind.
public enum FlashcardContent: Hashable, Sendable {
    case fact(FactFields)
    case pitfall(PitfallFields)
    case ordering(OrderingFields)

    public var kind: FlashcardKind {
        switch self {
        case .fact: .fact
        case .pitfall: .pitfall
        case .ordering: .ordering
        }
    }
}
