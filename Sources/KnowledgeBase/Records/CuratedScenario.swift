/// A curated scenario for ordering questions.
public struct CuratedScenario: Sendable, Hashable, Codable {
    public var id: String
    public var topic: String
    /// 1: one controller; 2: two, with navigation or presentation; 3: app states, containers, versions.
    public var level: Int
    public var title: LocalizedText
    public var script: String

    init(row: ResultRow) throws {
        id = try row["id"]
        topic = try row["topic"]
        level = try row["level"]
        title = try LocalizedText(zh: row["title_zh"], en: row["title_en"])
        script = try row["script"]
    }
}
