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

    /// A character of a Swift or Objective-C name as texts quote them: `viewDidLoad()`, `init(coder:)`.
    private static func isNamePart(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || "_:()".contains(character))
    }
}
