/// Which of a card's two texts it shows. `both` shows Chinese first, then English.
public enum CardLanguage: String, CaseIterable, Codable, Hashable, Sendable {
    case zh
    case en
    case both
}
