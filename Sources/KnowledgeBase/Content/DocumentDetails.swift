/// What a seed document states about itself: its title, author, date and address. Only what the
/// document gives is recorded; a detail it does not give stays nil rather than being guessed.
public struct DocumentDetails: Sendable, Hashable, Codable {
    public var title: StatedText?
    public var author: StatedText?
    public var date: StatedText?
    public var address: StatedText?

    public init(title: StatedText? = nil, author: StatedText? = nil, date: StatedText? = nil, address: StatedText? = nil) {
        self.title = title
        self.author = author
        self.date = date
        self.address = address
    }

    /// Each detail given, with its name, in the order a reference lists them.
    public var stated: [(name: String, value: StatedText)] {
        [("title", title), ("author", author), ("date", date), ("address", address)].compactMap { name, value in
            value.map { (name, $0) }
        }
    }
}
