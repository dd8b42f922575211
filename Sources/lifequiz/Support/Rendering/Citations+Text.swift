import KnowledgeBase

extension Sequence<Citation> {
    /// What a text cites, dim: its passages, each once, their sections named in the reader's
    /// language where they can be (see `shortText(in:)`), then the Apple page it draws on. A text wholly beyond
    /// its passages (`role` `.seeAlso`) names the page first and the passages as "see also", so
    /// that they do not read as its source.
    func citedText(apple: String?, role: SourcesRole, console: Console) -> StyledText {
        let passages = shortText(in: console.language)
        return switch role {
        case .source: StyledText(passages + (apple.map { " " + $0 } ?? ""), .dim)
        // No `·` between them: a wrapped line would start with it, the address filling the one before.
        case .seeAlso: StyledText((apple.map { $0 + " " } ?? "") + console.localized("card.see-also-citations", ["citations": passages]), .dim)
        }
    }
}
