extension LocalizedText {
    /// A title up to its subtitle ("模态呈现：present 与 dismiss" gives 模态呈现) and without a
    /// bracketed aside ("场景（iOS 13+）" gives 场景): a topic named in a line of its own text.
    public func shortTitle(in language: Language) -> String {
        let title = text(in: language)
        let end = ["：", ": ", " — ", "（", " ("].compactMap { title.range(of: $0)?.lowerBound }.min()
        return end.map { String(title[..<$0]) } ?? title
    }
}
