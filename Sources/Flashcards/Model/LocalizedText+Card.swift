import KnowledgeBase

extension LocalizedText {
    /// The texts a card in `language` shows, in display order, each with its language key
    /// (`zh` or `en`). Blank texts are left out, so a bilingual card with a missing translation
    /// shows the one it has instead of an empty block.
    public func shown(in language: CardLanguage) -> [(key: String, text: String)] {
        let parts: [(key: String, text: String)] =
            switch language {
            case .zh: [("zh", zh)]
            case .en: [("en", en)]
            case .both: [("zh", zh), ("en", en)]
            }
        return parts.filter { !$0.text.isBlank }
    }
}
