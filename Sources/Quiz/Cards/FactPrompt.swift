import Foundation
import InterfaceText
import KnowledgeBase

/// The front of a fact card: the statement with its method's name blanked out when the text
/// names it (a cloze), otherwise its first part to complete.
public enum FactPrompt {
    public static let blank = "____"

    static func front(of text: String, hiding method: Method?, language: Language) -> String {
        if let method {
            var cloze = text
            for name in names(of: method) { cloze = blankingWholeIdentifier(name, in: cloze) }
            if cloze != text {
                return TextCatalog.embedded(language.rawValue).text("card.fill-in", ["text": cloze])
            }
        }
        return TextCatalog.embedded(language.rawValue).text("card.complete", ["text": opening(of: text, language: language)])
    }

    /// The spelling of one of `methods` (the fact's own first) that both texts name as a whole
    /// identifier, longest first, so a cloze blanks the same thing in either language; nil when
    /// they share none.
    static func sharedName(of methods: [Method], in text: LocalizedText) -> String? {
        methods.lazy.compactMap { method in
            names(of: method).first { name in
                [text.zh, text.en].allSatisfy { containsWholeIdentifier(name, in: $0) }
            }
        }.first
    }

    /// The known name (a method's spelling or a class) both texts use as a whole identifier,
    /// the one the English text names first: what a statement about no particular method
    /// can blank.
    static func sharedName(among names: [String], in text: LocalizedText) -> String? {
        let shared = names.filter { name in
            [text.zh, text.en].allSatisfy { containsWholeIdentifier(name, in: $0) }
        }
        return shared.min { first, second in
            let a = text.en.range(of: first)!.lowerBound, b = text.en.range(of: second)!.lowerBound
            return a == b ? first.count > second.count : a < b
        }
    }

    /// Every name a card may blank: each method's spellings and each class, four letters or more.
    static func knownNames(of methods: [Method]) -> [String] {
        (methods.flatMap(names(of:)) + methods.map(\.classID).filter { $0.hasPrefix("UI") }).uniqued()
    }

    /// The spellings a text may use for `method`, longest first (`viewDidLoad()` before
    /// `viewDidLoad`); names of three letters or fewer (`init`) are too common to blank. A
    /// one-part selector counts without its colon too (`initWithCoder`), or a text that writes
    /// it so would give the blank away. A delegate method's base name is its sender
    /// (`application` of `application(_:didFinishLaunchingWithOptions:)`), a plain word that
    /// names no method.
    static func names(of method: Method) -> [String] {
        let selector = method.objcSelector
        let bareSelector = selector.hasSuffix(":") && selector.dropLast().allSatisfy({ $0 != ":" }) ? String(selector.dropLast()) : selector
        let base = baseName(method.swiftName)
        let namesTheSender = method.swiftName.dropFirst(base.count).hasPrefix("(_:") && method.swiftName.filter { $0 == ":" }.count > 1
        let spellings = [method.swiftName, selector, bareSelector] + (namesTheSender ? [] : [base])
        return spellings.filter { $0.count > 3 }.uniqued().sorted { $0.count > $1.count }
    }

    /// The names a fill-in front blanks in `text` (none when the front is not a fill-in), so the
    /// answer can show them.
    public static func blankedNames(in text: String, hiding method: Method?) -> [String] {
        guard let method else { return [] }
        return names(of: method).filter { !wholeIdentifierRanges(of: $0, in: text).isEmpty }
    }

    /// `text` with every whole-identifier occurrence of `names` marked, as search marks its
    /// matches: the answer of a fill-in shows what the blank hid.
    public static func marking(_ names: [String], in text: String) -> HighlightedText {
        // Byte ranges, longest first where two overlap (`viewDidLoad()` over `viewDidLoad`).
        var merged: [Range<Int>] = []
        for range in names.flatMap({ wholeIdentifierRanges(of: $0, in: text) }).sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound < last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        // HighlightedText counts Unicode scalars.
        func scalarOffset(_ byte: Int) -> Int {
            text.unicodeScalars.distance(from: text.startIndex, to: text.utf8.index(text.startIndex, offsetBy: byte))
        }
        return HighlightedText(text: text, matches: merged.map { range in
            TextRange(offset: scalarOffset(range.lowerBound), length: scalarOffset(range.upperBound) - scalarOffset(range.lowerBound))
        })
    }

    /// Replaces `name` where it stands as a whole identifier: not `init` inside `initialize`,
    /// not `viewDidLoad` inside `viewDidLoadIfNeeded`.
    static func blankingWholeIdentifier(_ name: String, in text: String) -> String {
        replacingWholeIdentifier(name, in: text) { _ in blank }
    }

    /// `text` with each whole-identifier occurrence of `name` replaced by `replacement(name)`.
    public static func replacingWholeIdentifier(_ name: String, in text: String, with replacement: (String) -> String) -> String {
        let ranges = wholeIdentifierRanges(of: name, in: text)
        guard !ranges.isEmpty else { return text }
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count + 16 * ranges.count)
        let replaced = Array(replacement(name).utf8)
        var text = text
        text.withUTF8 { bytes in
            var copied = 0
            for range in ranges {
                result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<range.lowerBound]))
                result.append(contentsOf: replaced)
                copied = range.upperBound
            }
            result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Whether `name` stands in `text` as a whole identifier at least once.
    public static func containsWholeIdentifier(_ name: String, in text: String) -> Bool {
        !wholeIdentifierRanges(of: name, in: text, stoppingAtFirst: true).isEmpty
    }

    /// The byte ranges where `name` occurs in `text` with no identifier character (ASCII letter,
    /// digit or `_`) right before or after it, searched as bytes: exports and card building ask
    /// this of every text, and Foundation's string search was most of their time.
    private static func wholeIdentifierRanges(of name: String, in text: String, stoppingAtFirst: Bool = false) -> [Range<Int>] {
        var name = name
        var text = text
        return name.withUTF8 { needle in
            text.withUTF8 { haystack in
                guard let first = needle.first, needle.count <= haystack.count else { return [] }
                var ranges: [Range<Int>] = []
                var start = 0
                while start <= haystack.count - needle.count {
                    guard haystack[start] == first,
                          memcmp(haystack.baseAddress! + start, needle.baseAddress!, needle.count) == 0
                    else {
                        start += 1
                        continue
                    }
                    let end = start + needle.count
                    if (start == 0 || !isIdentifierByte(haystack[start - 1])) && (end == haystack.count || !isIdentifierByte(haystack[end])) {
                        ranges.append(start..<end)
                        if stoppingAtFirst { break }
                    }
                    start = end
                }
                return ranges
            }
        }
    }

    /// UTF-8 continuation and lead bytes are never ASCII, so a non-ASCII neighbour counts as a
    /// boundary, as it always has.
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): true
        default: false
        }
    }

    /// `viewWillAppear(_:)` → `viewWillAppear`.
    private static func baseName(_ swiftName: String) -> String {
        String(swiftName.prefix { $0 != "(" })
    }

    /// About the first 45% of the text, ending at a word or punctuation boundary.
    private static func opening(of text: String, language: Language) -> String {
        let characters = Array(text)
        let target = max(8, characters.count * 45 / 100)
        guard target < characters.count else { return text }
        // A clause's punctuation first, a space only when there is none, and never inside
        // brackets: "from a storyboard (xib …" leaves nothing to complete.
        let strong: Set<Character> = language == .zh ? ["，", "、", "：", "；", "。"] : [",", ";", ":"]
        var depth = 0
        var outside: [Bool] = []
        for character in characters {
            if "（(".contains(character) { depth += 1 }
            outside.append(depth == 0)
            if "）)".contains(character) { depth = max(0, depth - 1) }
        }
        let window = (characters.count * 30 / 100)...min(characters.count - 1, characters.count * 65 / 100)
        func nearest(_ isBoundary: (Character) -> Bool) -> Int? {
            window.filter { outside[$0] && isBoundary(characters[$0]) }.min { abs($0 - target) < abs($1 - target) }
        }
        // A cut after punctuation keeps it (the colon announces what is to complete); before a space, drops it.
        let end = nearest(strong.contains).map { $0 + 1 } ?? nearest { $0 == " " } ?? target
        return String(characters[..<end]).trimmingCharacters(in: .whitespaces)
    }
}
