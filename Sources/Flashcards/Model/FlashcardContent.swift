/// A card's fields, which depend on its kind.
public enum FlashcardContent: Hashable, Sendable {
    case fact(FactFields)
    case cloze(ClozeFields)
    case pitfall(PitfallFields)
    case ordering(OrderingFields)

    public var kind: FlashcardKind {
        switch self {
        case .fact: .fact
        case .cloze: .cloze
        case .pitfall: .pitfall
        case .ordering: .ordering
        }
    }
}
