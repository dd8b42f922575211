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

    init(row: ResultRow) {
        id = row["id"]
        source = Citation(seed: row["source_id"], section: row["section"], lines: row["lines"])
        ios = row["ios"]
        title = LocalizedText(zh: row["title_zh"], en: row["title_en"])
        conditions = LocalizedText(zh: row["conditions_zh"], en: row["conditions_en"])
        scenario = row["scenario"]
        compareFrom = row["compare_from"]
        let noteZH: String? = row["note_zh"]
        let noteEN: String? = row["note_en"]
        note = noteZH == nil && noteEN == nil ? nil : LocalizedText(zh: noteZH ?? "", en: noteEN ?? "")
    }
}
