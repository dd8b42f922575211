/// A seed named by a citation, with its title.
public struct SourceReference: Sendable, Hashable, Codable {
    public var id: String
    public var title: LocalizedText

    init(row: ResultRow) throws {
        id = try row["id"]
        title = try LocalizedText(zh: row["title_zh"], en: row["title_en"])
    }
}
