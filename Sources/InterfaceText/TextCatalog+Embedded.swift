import EmbeddedContent
import Foundation

extension TextCatalog {
    /// Every catalog compiled into the binary from `Interface/`, by language code.
    public static let embedded: [String: TextCatalog] = {
        var catalogs: [String: TextCatalog] = [:]
        for (path, json) in EmbeddedContent.catalogs {
            let language = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            catalogs[language] = TextCatalog(language: language, json: json)
        }
        return catalogs
    }()

    /// The embedded catalog for `language`, else English, else an empty one (keys show as themselves).
    public static func embedded(_ language: String) -> TextCatalog {
        embedded[language] ?? embedded["en"] ?? TextCatalog(language: language, entries: [:])
    }

    /// A catalog from a JSON object of key → text; values that are not strings are left out
    /// (the completeness test names them as missing).
    init(language: String, json: String) {
        let object = (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any] ?? [:]
        self.init(language: language, entries: object.compactMapValues { $0 as? String })
    }
}
