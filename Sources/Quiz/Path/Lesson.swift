/// A step of the guided path: a subject and the card topics that teach it. Card topics come from
/// two vocabularies (the knowledge base's topic files and the scenarios' topics); a lesson names
/// both where they meet.
public struct Lesson: Sendable, Equatable {
    /// Stable, and the key of its introduction in Content/lessons.yaml.
    public let id: String
    public let topics: [String]

    public init(id: String, topics: [String]) {
        self.id = id
        self.topics = topics
    }
}
