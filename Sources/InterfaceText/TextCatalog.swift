/// The interface's words in one language: keys named for what they say (`list.super-rule`),
/// texts with named placeholders (`{name}`). Code asks for a key; the sentences live in
/// `Interface/<language>.yaml`, so a new language is a new file.
public struct TextCatalog: Sendable {
    /// The language code, the catalog file's name: `zh`, `en`.
    public let language: String
    /// Sorted by key: a lookup is a binary search, and an embedded catalog is used as compiled,
    /// with nothing decoded at start-up.
    private let sortedEntries: [(key: String, text: String)]

    public init(language: String, entries: [String: String]) {
        self.init(language: language, sortedEntries: entries.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }

    init(language: String, sortedEntries: [(key: String, text: String)]) {
        self.language = language
        self.sortedEntries = sortedEntries
    }

    /// Every key and its text.
    public var entries: [String: String] {
        Dictionary(sortedEntries.map { ($0.key, $0.text) }, uniquingKeysWith: { first, _ in first })
    }

    /// The text stored for `key`, unfilled.
    func storedText(_ key: String) -> String? {
        var low = 0, high = sortedEntries.count
        while low < high {
            let middle = (low + high) / 2
            if sortedEntries[middle].key < key { low = middle + 1 } else { high = middle }
        }
        return low < sortedEntries.count && sortedEntries[low].key == key ? sortedEntries[low].text : nil
    }

    /// The text for `key` with each `{name}` replaced by `values[name]`. A key missing from the
    /// catalog shows as itself, so the gap is visible (a test keeps every catalog complete).
    public func text(_ key: String, _ values: [String: String] = [:]) -> String {
        guard let text = storedText(key) else { return key }
        // One pass, so a value that itself contains `{name}` is left as it is. The braces are
        // found as bytes: every question and explanation fills dozens of texts.
        var filled = ""
        var rest = text[...]
        while let open = rest.utf8.firstIndex(of: UInt8(ascii: "{")),
              let close = rest.utf8[open...].firstIndex(of: UInt8(ascii: "}")) {
            let name = String(rest[rest.utf8.index(after: open)..<close])
            filled += rest[..<open]
            filled += values[name] ?? String(rest[open...close])
            rest = rest[rest.index(after: close)...]
        }
        return filled + rest
    }

    /// `key.one` when `count` is 1, else `key.other`, with `{count}` filled: "1 deck", "2 decks".
    /// (Chinese says both the same way; a language with more plural forms adds keys here.)
    public func counted(_ key: String, _ count: Int, _ values: [String: String] = [:]) -> String {
        text(key + (count == 1 ? ".one" : ".other"), values.merging(["count": "\(count)"]) { old, _ in old })
    }

    /// The placeholder names `key`'s text uses.
    public func placeholders(of key: String) -> Set<String> {
        guard let text = storedText(key) else { return [] }
        return Self.placeholders(in: text)
    }

    static func placeholders(in text: String) -> Set<String> {
        var names: Set<String> = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "{") {
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "}") else { break }
            let name = rest[afterOpen..<close]
            if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) {
                names.insert(String(name))
            }
            rest = rest[rest.index(after: close)...]
        }
        return names
    }
}
