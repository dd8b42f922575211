/// A fact's title for search results and short cards: its first clause, since facts have no
/// title of their own, cut at a word (or, in Chinese, a character) with "…" when still long.
enum Headline {
    /// Characters that end a first clause: sentence ends, colons, semicolons, dashes.
    private static let clauseEnds: Set<Character> = ["。", "：", "；", "！", "？", ":", ";", "—", "."]

    static func make(from text: String, limit: Int = 48) -> String {
        let text = text.trimmed
        var end = text.endIndex
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            // A full stop ends a clause only before a space or the end ("UIView.init" is a name).
            if clauseEnds.contains(text[index]), text[index] != "." || next == text.endIndex || text[next] == " " {
                end = index
                break
            }
            index = next
        }
        let clause = String(text[..<end]).trimmed
        guard clause.count > limit else { return clause.isEmpty ? String(text.prefix(limit)) : clause }
        let cut = clause.prefix(limit)
        // Cut English at the last space; Chinese has none to find.
        if let space = cut.lastIndex(of: " "), cut.distance(from: cut.startIndex, to: space) > limit / 2 {
            return String(cut[..<space]) + "…"
        }
        return String(cut) + "…"
    }
}
