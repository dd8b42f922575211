import KnowledgeBase

extension Sequence<Citation> {
    /// The citations as a dim run of short forms, each passage once (see `shortText`).
    var citedText: StyledText { StyledText(shortText, .dim) }
}
