/// The part of a document worth quoting in a search result: around the first match, on one line,
/// starting and ending at whole words and names.
enum Snippet {
    static let before = 30
    static let length = 120
    /// How far an edge of the excerpt may move, back or on, to reach a word's edge; a name whose
    /// edges are both farther away is cut.
    static let wordSlack = 24

    static func make(from body: String, terms: [String]) -> HighlightedText {
        let flat = joined(body.split(whereSeparator: \.isNewline))
        let match = HighlightedText(flat, marking: terms).matches.first
        let first = match?.offset ?? 0
        let matchEnd = first + (match?.length ?? 0)
        let scalars = Array(flat.unicodeScalars)
        var start = first > before ? first - before : 0
        // "…allbacks" reads as a typo: the excerpt takes in the word it would cut, or starts after it.
        if start > 0, isName(scalars[start - 1]), isName(scalars[start]) {
            let wordStart = (0..<start).last { !isName(scalars[$0]) }.map { $0 + 1 } ?? 0
            if start - wordStart <= wordSlack {
                start = wordStart
            } else if let after = (start..<min(first, start + wordSlack)).first(where: { !isName(scalars[$0]) }) {
                start = after
            }
        }
        // Nor half a Chinese word ("…器）才会"): at a sentence's start near by, back or on, else
        // at a clause's.
        if start > 0, isChinese(scalars[start - 1]), isChinese(scalars[start]) {
            let back = max(0, start - clauseSlack)..<start, on = start..<max(start, min(first, start + clauseSlack))
            if let edge = back.last(where: { isSentenceEnd(scalars[$0]) }) ?? on.first(where: { isSentenceEnd(scalars[$0]) })
                ?? back.last(where: { isClauseEdge(scalars[$0]) }) ?? on.first(where: { isClauseEdge(scalars[$0]) }) {
                start = edge + 1
            }
        }
        // Nor half an evidence marker ("…Apple 文档）"): the excerpt starts after it.
        if start > 0, let marker = FurtherEvidence.openingMarker(of: flat), case let end = marker.unicodeScalars.count, start < end, end <= first {
            start = end
        }
        // Nor with the punctuation that ended the clause before (`…、布局`).
        while start > 0, start < first, isLeadingPunctuation(scalars[start]) { start += 1 }
        var end = min(scalars.count, start + length)
        // Nor end inside a name: back to the gap before it, or on to the gap after a long one.
        if end < scalars.count, isName(scalars[end]), isName(scalars[end - 1]) {
            if let edge = (max(matchEnd, end - wordSlack)..<end).last(where: { isGap(scalars[$0]) }) {
                end = edge
            } else if let edge = (end..<min(scalars.count, end + wordSlack)).first(where: { isGap(scalars[$0]) }) {
                end = edge
            }
        }
        while end > matchEnd, end > start, scalars[end - 1] == " " { end -= 1 }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[start..<end])
        let excerpt = (start > 0 ? "…" : "") + String(view) + (end < scalars.count ? "…" : "")
        return HighlightedText(excerpt, marking: terms)
    }

    /// How far the start may move to reach a Chinese clause's edge.
    static let clauseSlack = 12

    /// Lines as one: a space between them, except after Chinese punctuation or between Chinese
    /// (`…刷新。` `控制器…`).
    private static func joined(_ lines: [Substring]) -> String {
        lines.reduce(into: "") { flat, line in
            if let last = flat.unicodeScalars.last, let next = line.unicodeScalars.first, last.isASCII || next.isASCII && !isClauseEdge(last) { flat += " " }
            flat += line
        }
    }

    /// A Chinese character or punctuation mark (not ASCII, not a space).
    private static func isChinese(_ scalar: Unicode.Scalar) -> Bool {
        !scalar.isASCII && !scalar.properties.isWhitespace
    }

    /// Punctuation after which a Chinese sentence starts.
    private static func isSentenceEnd(_ scalar: Unicode.Scalar) -> Bool {
        "。！？".unicodeScalars.contains(scalar)
    }

    /// Punctuation after which a Chinese clause starts.
    private static func isClauseEdge(_ scalar: Unicode.Scalar) -> Bool {
        "，。；、：！？）」".unicodeScalars.contains(scalar)
    }

    /// A character of a Latin-script word or a method's name (`viewWillTransition(to:with:)`);
    /// Chinese may be cut between any characters.
    private static func isName(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil || "_():".unicodeScalars.contains(scalar))
    }

    /// Where a Latin-script passage may end: at a space, or at Chinese.
    private static func isGap(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || !scalar.isASCII
    }

    private static func isLeadingPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        " 、，。；：,;.".unicodeScalars.contains(scalar)
    }
}
