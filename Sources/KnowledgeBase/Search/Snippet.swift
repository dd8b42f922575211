/// The part of a document worth quoting in a search result: around the first match, on one line,
/// starting and ending at whole words.
enum Snippet {
    static let before = 30
    static let length = 120
    /// How far an end may move to reach a word's edge; a longer word (a method's full name) is cut.
    static let wordSlack = 16

    static func make(from body: String, terms: [String]) -> HighlightedText {
        let flat = body.split(whereSeparator: \.isNewline).joined(separator: " ")
        let match = HighlightedText(flat, marking: terms).matches.first
        let first = match?.offset ?? 0
        let scalars = Array(flat.unicodeScalars)
        var start = first > before ? first - before : 0
        var end = min(scalars.count, start + length)
        // "…allbacks" reads as a typo: start after the word cut into, end before the one cut off.
        if start > 0, isWord(scalars[start - 1]), let edge = (start..<min(first, start + wordSlack)).first(where: { isGap(scalars[$0]) }) {
            start = edge
        }
        // Nor half an evidence marker ("…Apple 文档）"): the excerpt starts after it.
        if start > 0, FurtherEvidence.opens(flat), let close = scalars.firstIndex(where: { $0 == ")" || $0 == "）" }), start <= close, close < first {
            start = close + 1
        }
        while start < first, scalars[start] == " " { start += 1 }
        let matchEnd = first + (match?.length ?? 0)
        if end < scalars.count, isWord(scalars[end]),
           let edge = (max(matchEnd, end - wordSlack)..<end).last(where: { isGap(scalars[$0]) }) {
            end = edge
        }
        while end > matchEnd, end > start, scalars[end - 1] == " " { end -= 1 }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[start..<end])
        let excerpt = (start > 0 ? "…" : "") + String(view) + (end < scalars.count ? "…" : "")
        return HighlightedText(excerpt, marking: terms)
    }

    /// Where a Latin-script passage may start or end: at a space, or at Chinese.
    private static func isGap(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || !scalar.isASCII
    }

    /// A letter, digit or `_` of a Latin-script word; Chinese may be cut between any characters.
    private static func isWord(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_" : false
    }
}
