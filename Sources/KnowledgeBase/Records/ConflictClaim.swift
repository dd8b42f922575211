/// One seed's side of a conflict.
public struct ConflictClaim: Sendable, Hashable, Codable {
    public var source: Citation
    public var claim: LocalizedText

    init(row: ResultRow) {
        source = Citation(seed: row["source_id"], section: row["section"], lines: row["lines"])
        claim = LocalizedText(zh: row["claim_zh"], en: row["claim_en"])
    }
}
