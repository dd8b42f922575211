import DisplayWidth

/// A fact's title for search results: its first clause, since facts have no title of their own,
/// cut at a word (or, in Chinese, a character, never inside a method's name) with "…" when it is still long.
/// An evidence marker that opens the text ("(Per Apple's documentation.)") is left to the snippet:
/// the title is what the fact is about.
enum Headline {
    /// Characters that end a first clause: sentence ends, colons, semicolons, dashes.
    private static let clauseEnds: Set<Character> = ["。", "：", "；", "！", "？", ":", ";", "—", "."]

    /// `limit` is in terminal columns, roughly: a Chinese character (three UTF-8 bytes or more)
    /// counts two, so both languages make titles of about one line's half.
    static func make(from text: String, limit: Int = 64) -> String {
        var text = text.trimmed
        if let marker = FurtherEvidence.openingMarker(of: text) {
            text = String(text[marker.endIndex...]).trimmed
        }
        var end = text.endIndex
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            // A full stop or colon ends a clause only before a space or the end ("UIView.init" and
            // "init(coder:)" are names).
            let inName = text[index] == "." || text[index] == ":"
            if clauseEnds.contains(text[index]), !inName || next == text.endIndex || text[next] == " " {
                end = index
                break
            }
            index = next
        }
        let clause = String(text[..<end]).trimmed
        let whole = clause.isEmpty ? text : clause
        return DisplayWidth.shortened(whole, toColumns: limit + 1)
    }
}
