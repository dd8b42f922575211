/// What a card asks about; each kind has its own fields and, in Anki, its own note type.
public enum FlashcardKind: String, CaseIterable, Codable, Hashable, Sendable {
    /// A statement about a method or class: front and back.
    case fact
    /// A statement with the method it is about blanked: Anki's own Cloze behaviour.
    case cloze
    /// A common mistake: title, symptom, cause, fix and an optional code snippet.
    case pitfall
    /// The order UIKit calls callbacks in for a scenario on one iOS version.
    case ordering
}
