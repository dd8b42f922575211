/// Something a seed document says about itself, as written, and the line that says it:
/// `{text: "2019-07-10 11:06:34", line: 3}`.
public struct StatedText: Sendable, Hashable, Codable {
    public var text: String
    /// 1-based line in the seed file.
    public var line: Int

    public init(text: String, line: Int) {
        self.text = text
        self.line = line
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        text = try container.text(.text)
        line = try container.integer(.line) ?? 0
    }
}
