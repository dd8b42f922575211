/// A text in Simplified Chinese and English; content requires both.
public struct LocalizedText: Sendable, Hashable, Codable {
    public var zh: String
    public var en: String

    public init(zh: String, en: String) {
        self.zh = zh
        self.en = en
    }

    /// The text in `language`, or in the other language when that one is empty, so a gap in a
    /// translation shows the other text instead of nothing.
    public func text(in language: Language) -> String {
        let preferred = self[language]
        return preferred.isEmpty ? self[language.other] : preferred
    }

    public subscript(language: Language) -> String { language == .zh ? zh : en }

    // Missing halves decode as empty text so the validator can name every gap, not just the first.
    public init(from decoder: any Decoder) throws {
        // Any other key is a YAML slip that would lose text silently: in `{zh: ..., en: a, b}`
        // the comma makes `b` a key of its own.
        let keys = try decoder.container(keyedBy: AnyCodingKey.self).allKeys.map(\.stringValue)
        if let stray = keys.first(where: { $0 != "zh" && $0 != "en" }) {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "a text holds only zh and en, found '\(stray)' (quote a text that contains a comma)"))
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        zh = try container.text(.zh)
        en = try container.text(.en)
    }
}
