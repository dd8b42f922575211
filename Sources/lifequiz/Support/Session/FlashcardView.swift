import KnowledgeBase
import Quiz

/// A flashcard's two sides.
struct FlashcardView {
    let card: CatalogCard
    let console: Console

    var front: TextSection {
        var lines = card.front.text(in: console.language).split(separator: "\n").map { StyledText(String($0)) }
        if let snippet = card.snippet {
            lines += snippet.text(in: console.language).split(separator: "\n", omittingEmptySubsequences: false).map { StyledText("    " + $0, .code) }
        }
        return TextSection(lines: lines)
    }

    var back: TextSection {
        let names = card.sourceNames.text(in: console.language)
        // Labelled as a graded answer's are, so that "See also" reads as the exception it is.
        let sources = names.isEmpty ? "" : card.sourcesRole == .source ? console.localized("grade.sources", ["titles": names])
            : console.localized("card.see-also-names", ["names": names])
        let filledIn = card.front.text(in: console.language).contains(FactPrompt.blank) ? card.blankedNames : []
        return TextSection(lines: card.back.text(in: console.language).split(separator: "\n").map { Self.line(String($0), highlighting: filledIn) }
            + (sources.isEmpty ? [] : [StyledText(sources, .dim)]))
    }

    /// An answer line, the words a fill-in blanked highlighted so they stand out from the rest.
    static func line(_ text: String, highlighting names: [String]) -> StyledText {
        StyledText(FactPrompt.marking(names, in: text), .title)
    }
}
