import DisplayWidth

/// The part of an edited line that fits `room` display columns, chosen so the cursor is always
/// in it: the line's start when it fits, else the columns just before the cursor, with `…` where
/// the line is cut on either side.
struct LineWindow {
    /// What to write after the prompt.
    let shown: String
    /// The shown part before the cursor: written after the prompt again, it leaves the cursor there.
    let beforeCursor: String

    init(text: [Character], cursor: Int, room: Int) {
        func width(_ characters: ArraySlice<Character>) -> Int { characters.reduce(0) { $0 + DisplayWidth.columns(of: $1) } }
        // The first character shown: far enough right that the text up to the cursor fits, with
        // a column for the leading `…` when anything is cut off on the left.
        var start = 0
        if width(text[..<cursor]) >= room {
            start = cursor
            var used = 1  // the leading "…"
            while start > 0, used + DisplayWidth.columns(of: text[start - 1]) <= room { start -= 1; used += DisplayWidth.columns(of: text[start]) }
        }
        let lead = start > 0 ? "…" : ""
        var end = cursor
        var used = displayColumns(of: lead) + width(text[start..<cursor])
        while end < text.count, used + DisplayWidth.columns(of: text[end]) <= room - (end + 1 < text.count ? 1 : 0) {
            used += DisplayWidth.columns(of: text[end])
            end += 1
        }
        shown = lead + String(text[start..<end]) + (end < text.count ? "…" : "")
        beforeCursor = lead + String(text[start..<cursor])
    }
}
