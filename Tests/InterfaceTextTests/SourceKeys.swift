import Foundation

/// The catalog keys the product's sources ask for: every string literal passed to
/// `localized("…"`, `texts.text("…"` or `catalog.text("…"` (and `counted("…"`, which asks for
/// `….one` and `….other`), read from the source tree beside this test.
enum SourceKeys {
    static func asked() throws -> Set<String> {
        let sources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "Sources")
        let pattern = try NSRegularExpression(pattern: #"(localized|catalog\.text|texts\.text|counted)\(\s*"([a-z0-9-]+(?:\.[a-z0-9-]+)+)""#)
        var keys: Set<String> = []
        let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            guard url.pathExtension == "swift", let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let function = Range(match.range(at: 1), in: text), let range = Range(match.range(at: 2), in: text) else { continue }
                let key = String(text[range])
                if text[function] == "counted" {
                    keys.formUnion([key + ".one", key + ".other"])
                } else {
                    keys.insert(key)
                }
            }
        }
        return keys
    }
}
