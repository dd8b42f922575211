// Content decoding is tolerant on purpose: a missing text, list or citation decodes as empty so
// that the validator can report every gap in one run instead of stopping at the first.
extension KeyedDecodingContainer {
    func text(_ key: Key) throws -> String {
        try optionalText(key) ?? ""
    }

    func optionalText(_ key: Key) throws -> String? {
        try decodeIfPresent(ScalarText.self, forKey: key)?.value
    }

    func texts(_ key: Key) throws -> [String] {
        try list(key, of: ScalarText.self).map(\.value)
    }

    func list<Element: Decodable>(_ key: Key, of type: Element.Type = Element.self) throws -> [Element] {
        try decodeIfPresent([Element].self, forKey: key) ?? []
    }

    func localized(_ key: Key) throws -> LocalizedText {
        try decodeIfPresent(LocalizedText.self, forKey: key) ?? LocalizedText(zh: "", en: "")
    }

    /// An integer, also when written as quoted text (`ios: "12"`).
    func integer(_ key: Key) throws -> Int? {
        guard let text = try optionalText(key) else { return nil }
        guard let value = Int(text) else {
            throw DecodingError.typeMismatch(
                Int.self, .init(codingPath: codingPath + [key], debugDescription: "expected a whole number, found '\(text)'")
            )
        }
        return value
    }
}

extension Decoder {
    /// The content file being decoded, for problem reports; set by `Content.init(documents:)`.
    var contentFile: String { userInfo[.contentFile] as? String ?? "" }
}

extension CodingUserInfoKey {
    static let contentFile = CodingUserInfoKey(rawValue: "lifequiz.contentFile")!
}
