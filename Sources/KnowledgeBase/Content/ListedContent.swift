/// An entry of a content file that holds one list under a fixed key, such as `sources:`.
protocol ListedContent: Decodable {
    static var listName: String { get }
}
