/// A curated scenario for ordering questions.
public struct CuratedScenario: Sendable, Hashable, Codable {
    public var id: String
    public var topic: String
    /// 1: one controller; 2: two, with navigation or presentation; 3: app states, containers, versions.
    public var level: Int
    public var title: LocalizedText
    public var script: String

    init(row: ResultRow) {
        id = row["id"]
        topic = row["topic"]
        level = row["level"]
        title = LocalizedText(zh: row["title_zh"], en: row["title_en"])
        script = row["script"]
    }
}
