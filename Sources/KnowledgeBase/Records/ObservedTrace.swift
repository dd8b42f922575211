/// A callback sequence logged in a seed, with the scenario that should reproduce it.
public struct ObservedTrace: Sendable, Hashable, Codable {
    public var id: String
    public var source: Citation
    public var ios: Int
    public var title: LocalizedText
    public var conditions: LocalizedText
    /// In the scenario language of `lifequiz simulate`.
    public var scenario: String
    /// The first scenario step whose callbacks the log shows.
    public var compareFrom: Int
    public var note: LocalizedText?
    public var steps: [ObservedTraceStep] = []

    init(row: ResultRow) throws {
        id = try row["id"]
        source = try Citation(seed: row["source_id"], section: row["section"], lines: row["lines"])
        ios = try row["ios"]
        title = try LocalizedText(zh: row["title_zh"], en: row["title_en"])
        conditions = try LocalizedText(zh: row["conditions_zh"], en: row["conditions_en"])
        scenario = try row["scenario"]
        compareFrom = try row["compare_from"]
        let noteZH: String? = try row["note_zh"]
        let noteEN: String? = try row["note_en"]
        note = noteZH == nil && noteEN == nil ? nil : LocalizedText(zh: noteZH ?? "", en: noteEN ?? "")
    }
}
