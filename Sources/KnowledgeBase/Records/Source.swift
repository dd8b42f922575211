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

    init(row: ResultRow) {
        id = row["id"]
        title = LocalizedText(zh: row["title_zh"], en: row["title_en"])
        language = row["language"]
        era = row["era"]
        ios = row["ios"]
        summary = LocalizedText(zh: row["summary_zh"], en: row["summary_en"])
    }
}
