/// A deck filter that names a class or topic no card has, with those that exist, so the user
/// can pick one.
public enum DeckFilterError: Error, Equatable, Sendable {
    /// `classes`: the classes cards are about, sorted.
    case unknownClass(String, classes: [String])
    /// `topics`: the topics cards have, sorted.
    case unknownTopic(String, topics: [String])
}

extension DeckFilterError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .unknownClass(let classID, let classes):
            "no cards about class '\(classID)'; classes: \(classes.joined(separator: ", "))"
        case .unknownTopic(let topic, let topics):
            "no cards of topic '\(topic)'; topics: \(topics.joined(separator: ", "))"
        }
    }
}
