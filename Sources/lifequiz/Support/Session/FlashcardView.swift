import Quiz

/// A flashcard's two sides.
struct FlashcardView {
    let card: CatalogCard
    let console: Console

    var front: TextSection {
        var lines = card.front.text(in: console.language).split(separator: "\n").map { StyledText(String($0)) }
        if let snippet = card.snippet {
            lines += snippet.split(separator: "\n", omittingEmptySubsequences: false).map { StyledText("    " + $0, .code) }
        }
        return TextSection(lines: lines)
    }

    var back: TextSection {
        let sources = card.sourceNames.text(in: console.language)
        let filledIn = card.front.text(in: console.language).contains(FactPrompt.blank) ? card.blankedNames : []
        return TextSection(lines: card.back.text(in: console.language).split(separator: "\n").map { Self.line(String($0), highlighting: filledIn) }
            + (sources.isEmpty ? [] : [StyledText(sources, .dim)]))
    }

    /// An answer line, the words a fill-in blanked highlighted so they stand out from the rest.
    static func line(_ text: String, highlighting names: [String]) -> StyledText {
        // (text, highlighted) parts; each name, longest first, is looked for in the plain parts only.
        var parts: [(String, Bool)] = [(text, false)]
        let marker: Character = "\u{1}"
        for name in names.sorted(by: { $0.count > $1.count }) {
            parts = parts.flatMap { part, highlighted -> [(String, Bool)] in
                guard !highlighted else { return [(part, true)] }
                let marked = FactPrompt.replacingWholeIdentifier(name, in: part) { "\(marker)\($0)\(marker)" }
                return marked.split(separator: marker, omittingEmptySubsequences: false).enumerated().map { (String($1), $0 % 2 == 1) }
            }
        }
        var line = StyledText("")
        line.replaceSpans(with: parts.filter { !$0.0.isEmpty }.map { ($0.0, $0.1 ? .highlight : .title) })
        return line
    }
}
