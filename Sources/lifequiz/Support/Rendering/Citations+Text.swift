import KnowledgeBase

extension Sequence<Citation> {
    /// The citations as a dim run of short forms, each passage once, its section named in the
    /// reader's language where it can be (see `shortText(in:)`).
    func citedText(in language: Language) -> StyledText { StyledText(shortText(in: language), .dim) }
}
