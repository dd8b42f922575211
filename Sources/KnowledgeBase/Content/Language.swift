/// The two languages every text in the knowledge base is written in.
public enum Language: String, Sendable, CaseIterable, Codable {
    case zh
    case en

    /// The language shown when text in this one is missing.
    public var other: Language { self == .zh ? .en : .zh }
}
