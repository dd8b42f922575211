import KnowledgeBase

extension LocalizedText {
    /// Calls `body` with each text a card in `language` shows, in display order, with its language
    /// key (`zh` or `en`). Blank texts are left out, so a bilingual card with a missing
    /// translation shows the one it has instead of an empty block.
    func forEachShown(in language: CardLanguage, _ body: (_ key: String, _ text: String) throws -> Void) rethrows {
        if language != .en, !zh.isBlank { try body("zh", zh) }
        if language != .zh, !en.isBlank { try body("en", en) }
    }

    /// The texts `forEachShown(in:_:)` visits, as a list.
    public func shown(in language: CardLanguage) -> [(key: String, text: String)] {
        var parts: [(key: String, text: String)] = []
        forEachShown(in: language) { parts.append(($0, $1)) }
        return parts
    }
}
