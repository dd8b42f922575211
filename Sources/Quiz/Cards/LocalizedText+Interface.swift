import InterfaceText
import KnowledgeBase

extension LocalizedText {
    /// An interface text in both languages, each with its values in that language.
    static func interface(_ key: String, _ values: (Language) -> [String: String] = { _ in [:] }) -> LocalizedText {
        LocalizedText(zh: TextCatalog.embedded("zh").text(key, values(.zh)), en: TextCatalog.embedded("en").text(key, values(.en)))
    }
}
