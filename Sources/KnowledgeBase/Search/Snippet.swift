/// The part of a document worth quoting in a search result: around the first match, on one line.
enum Snippet {
    static let before = 30
    static let length = 120

    static func make(from body: String, terms: [String]) -> HighlightedText {
        let flat = body.split(whereSeparator: \.isNewline).joined(separator: " ")
        let first = HighlightedText(flat, marking: terms).matches.first?.offset ?? 0
        let scalars = Array(flat.unicodeScalars)
        let start = first > before ? first - before : 0
        let end = min(scalars.count, start + length)
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[start..<end])
        let excerpt = (start > 0 ? "…" : "") + String(view) + (end < scalars.count ? "…" : "")
        return HighlightedText(excerpt, marking: terms)
    }
}
