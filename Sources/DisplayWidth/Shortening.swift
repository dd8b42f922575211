extension DisplayWidth {
    /// `text` when it fits `limit` columns; else its start, then "…", within them. The cut falls at
    /// a space, or before a name it would split (`在 viewDid…` becomes `在…`), unless that loses
    /// more than half of what fits.
    public static func shortened(_ text: String, toColumns limit: Int) -> String {
        guard displayColumns(of: text) > limit, limit > 1 else { return text }
        var used = 0
        let cut = text.prefix { character in
            used += columns(of: character)
            return used <= limit - 1
        }
        let next = text[cut.endIndex...].first
        var end = cut.endIndex
        if let next, isNamePart(next), let last = cut.last, isNamePart(last),
           let before = cut.lastIndex(where: { !isNamePart($0) }), cut.distance(from: cut.startIndex, to: before) >= cut.count / 2 {
            end = cut.index(after: before)
        } else if next != " ", let space = cut.lastIndex(of: " "), cut.distance(from: cut.startIndex, to: space) > cut.count / 2 {
            end = space
        }
        var kept = cut[..<end]
        while let last = kept.last, last == " " || !isNamePart(last) && "（(「“".contains(last) { kept.removeLast() }
        return String(kept) + "…"
    }

    /// `text` when it fits `columns`; else its start, "…", then its end, which starts at a word
    /// ("Per-visit work…in viewDidLoad()"): a title often says what it is about last.
    public static func shortenedInTheMiddle(_ text: String, toColumns columns: Int) -> String {
        guard displayColumns(of: text) > columns else { return text }
        let tailRoom = (columns - 1) / 2
        var tail = "", used = 0
        for character in text.reversed() {
            let width = Self.columns(of: character)
            if used + width > tailRoom { break }
            tail.insert(character, at: tail.startIndex)
            used += width
        }
        // The kept end starts at a word: "…in viewDidLoad()", not "…ced in viewDidLoad()".
        if let before = text.dropLast(tail.count).last, before != " ", let space = tail.firstIndex(of: " ") {
            tail = String(tail[tail.index(after: space)...])
        }
        let head = shortened(String(text.dropLast(tail.count)), toColumns: columns - displayColumns(of: tail))
        return head + tail
    }

    /// A character of a Swift or Objective-C name as texts quote them: `viewDidLoad()`, `init(coder:)`.
    private static func isNamePart(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || "_:()".contains(character))
    }
}
