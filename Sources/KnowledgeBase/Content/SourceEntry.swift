/// A seed document, as `sources.yaml` describes it.
public struct SourceEntry: Sendable, Hashable, ListedContent {
    static let listName = "sources"

    public let file: String
    /// The seed's file name, e.g. `002_777fd6bad1933fe0.txt`.
    public let id: String
    public let title: LocalizedText
    /// `zh-Hans` or `zh-Hant`.
    public let language: String
    public let era: String
    /// The iOS version its logs were most likely taken on.
    public let ios: Int?
    public let summary: LocalizedText
    public let sections: [SectionEntry]
    /// What the document says about itself; empty when it names nothing.
    public let document: DocumentDetails

    private enum CodingKeys: String, CodingKey {
        case id, title, language, era, ios, summary, sections, document
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        file = decoder.contentFile
        id = try container.text(.id)
        title = try container.localized(.title)
        language = try container.text(.language)
        era = try container.text(.era)
        ios = try container.integer(.ios)
        summary = try container.localized(.summary)
        sections = try container.list(.sections)
        document = try container.decodeIfPresent(DocumentDetails.self, forKey: .document) ?? DocumentDetails()
    }
}
