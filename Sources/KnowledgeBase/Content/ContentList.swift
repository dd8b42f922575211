/// A content file holding one list, `{<listName>: [...]}`; a missing or empty list decodes as none.
struct ContentList<Entry: ListedContent>: Decodable {
    let entries: [Entry]

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        entries = try container.list(AnyCodingKey(stringValue: Entry.listName))
    }
}
