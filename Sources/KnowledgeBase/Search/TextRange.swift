/// A stretch of a text, counted in Unicode code points (what Python's `str` indexes; in
/// JavaScript, index `Array.from(text)`).
public struct TextRange: Sendable, Hashable, Codable {
    public var offset: Int
    public var length: Int

    public init(offset: Int, length: Int) {
        self.offset = offset
        self.length = length
    }
}
