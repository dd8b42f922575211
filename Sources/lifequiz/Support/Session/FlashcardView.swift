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
        return TextSection(lines: card.back.text(in: console.language).split(separator: "\n").map { StyledText(String($0), .title) }
            + (sources.isEmpty ? [] : [StyledText(sources, .dim)]))
    }
}
