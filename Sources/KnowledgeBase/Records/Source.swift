/// A seed document every citation points into.
public struct Source: Sendable, Hashable, Codable {
    /// The seed's file name.
    public var id: String
    public var title: LocalizedText
    /// zh-Hans or zh-Hant.
    public var language: String
    /// When it was written and for which iOS and Xcode.
    public var era: String
    /// The iOS version its logs were most likely taken on.
    public var ios: Int
    public var summary: LocalizedText
    public var sections: [SourceSection] = []
    /// What the document says about itself (title, author, date, address), where it says so.
    public var document: DocumentDetails
    /// How citations name it: `000` in `[000 §1.1.3 loadView() L96-120]`.
    public var citedAs: String

    init(row: ResultRow) throws {
        id = try row["id"]
        title = try LocalizedText(zh: row["title_zh"], en: row["title_en"])
        language = try row["language"]
        era = try row["era"]
        ios = try row["ios"]
        summary = try LocalizedText(zh: row["summary_zh"], en: row["summary_en"])
        func stated(_ column: String) throws -> StatedText? {
            try (row[column] as String?).map { StatedText(text: $0, line: try row[column + "_line"]) }
        }
        document = DocumentDetails(title: try stated("doc_title"), author: try stated("doc_author"), date: try stated("doc_date"),
                                   address: try stated("doc_address"))
        citedAs = Citation.seedNumber(id)
    }
}
