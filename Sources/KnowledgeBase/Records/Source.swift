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

    init(row: ResultRow) {
        id = row["id"]
        title = LocalizedText(zh: row["title_zh"], en: row["title_en"])
        language = row["language"]
        era = row["era"]
        ios = row["ios"]
        summary = LocalizedText(zh: row["summary_zh"], en: row["summary_en"])
        func stated(_ column: String) -> StatedText? {
            (row[column] as String?).map { StatedText(text: $0, line: row[column + "_line"]) }
        }
        document = DocumentDetails(title: stated("doc_title"), author: stated("doc_author"), date: stated("doc_date"),
                                   address: stated("doc_address"))
        citedAs = Citation.seedNumber(id)
    }
}
