import KnowledgeBase

/// Which of a card's two texts it shows. `both` shows Chinese first, then English.
public enum CardLanguage: String, CaseIterable, Codable, Hashable, Sendable {
    case zh
    case en
    case both
}

extension CardLanguage {
    /// The one language shown, nil for both.
    var single: Language? {
        switch self {
        case .zh: .zh
        case .en: .en
        case .both: nil
        }
    }
}
