import EmbeddedContent

extension TextCatalog {
    /// Every catalog compiled into the binary from `Interface/`, by language code.
    public static var embedded: [String: TextCatalog] {
        Dictionary(uniqueKeysWithValues: EmbeddedContent.catalogLanguages.map { ($0, embedded($0)) })
    }

    /// The embedded catalog for `language`, else English, else an empty one (keys show as themselves).
    public static func embedded(_ language: String) -> TextCatalog {
        if let entries = EmbeddedContent.catalog(language) {
            return TextCatalog(language: language, sortedEntries: entries)
        }
        if let english = EmbeddedContent.catalog("en") {
            return TextCatalog(language: "en", sortedEntries: english)
        }
        return TextCatalog(language: language, entries: [:])
    }
}
