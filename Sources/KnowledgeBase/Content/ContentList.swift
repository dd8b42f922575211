/// A content file holding one list, `{<listName>: [...]}`; a missing or empty list decodes as none.
struct ContentList<Entry: ListedContent>: Decodable {
    let entries: [Entry]

    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        entries = try container.list(Key(stringValue: Entry.listName))
    }
}
