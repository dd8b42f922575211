/// One seed's side of a conflict.
public struct ConflictClaim: Sendable, Hashable, Codable {
    public var source: Citation
    public var claim: LocalizedText

    init(row: ResultRow) throws {
        source = try Citation(seed: row["source_id"], section: row["section"], lines: row["lines"], sectionTitle: row["section_title"] as String?)
        claim = try LocalizedText(zh: row["claim_zh"], en: row["claim_en"])
    }
}
