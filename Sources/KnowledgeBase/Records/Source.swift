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

    init(row: ResultRow) throws {
        id = try row["id"]
        title = try LocalizedText(zh: row["title_zh"], en: row["title_en"])
        language = try row["language"]
        era = try row["era"]
        ios = try row["ios"]
        summary = try LocalizedText(zh: row["summary_zh"], en: row["summary_en"])
    }
}
