import KnowledgeBase

/// A text in the JSON export: only the languages the card is shown in are present.
struct JSONText: Codable, Hashable {
    var zh: String?
    var en: String?

    init(_ text: LocalizedText, in language: CardLanguage) {
        let shown = Dictionary(uniqueKeysWithValues: text.shown(in: language).map { ($0.key, $0.text) })
        zh = shown["zh"]
        en = shown["en"]
    }

    /// Back to the model; a language the file leaves out becomes empty.
    var localized: LocalizedText {
        LocalizedText(zh: zh ?? "", en: en ?? "")
    }
}
