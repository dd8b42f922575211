/// A step of the guided path (`lifequiz learn`), as `lessons.yaml` introduces it: a title and a
/// few lines read before the lesson's first question.
public struct LessonEntry: Sendable, Hashable, ListedContent {
    static let listName = "lessons"

    public let file: String
    public let id: String
    public let title: LocalizedText
    public let intro: LocalizedText

    private enum CodingKeys: String, CodingKey {
        case id, title, intro
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        file = decoder.contentFile
        id = try container.text(.id)
        title = try container.localized(.title)
        intro = try container.localized(.intro)
    }
}
