/// One fact, in both languages, with where it comes from.
public struct Fact: Sendable, Hashable, Codable {
    public var id: String
    public var topic: String
    /// definition, behavior, order, version or tip.
    public var kind: String
    /// The method it is mostly about.
    public var method: String?
    /// Other methods it involves.
    public var methods: [String] = []
    /// The iOS versions it holds for; absent when it always holds.
    public var ios: VersionRange?
    public var text: LocalizedText
    /// The Apple documentation page it cites, for knowledge beyond the seeds.
    public var apple: String?
    public var sources: [Citation] = []
    /// Whether `sources` say what `text` says, or are only where the seeds touch its subject.
    public var sourcesRole: SourcesRole

    /// The main method, then the others.
    public var allMethodIDs: [String] { [method].compactMap { $0 } + methods }

    init(row: ResultRow) throws {
        id = try row["id"]
        topic = try row["topic"]
        kind = try row["kind"]
        method = try row["method_id"]
        let from: Int? = try row["ios_from"]
        let to: Int? = try row["ios_to"]
        ios = from == nil && to == nil ? nil : VersionRange(from: from, to: to)
        text = try LocalizedText(zh: row["zh"], en: row["en"])
        apple = try row["apple"]
        sourcesRole = SourcesRole(citedBy: text)
    }
}
