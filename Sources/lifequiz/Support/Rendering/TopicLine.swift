import KnowledgeBase

/// The topic line of a card or entry: the topic's title, which a reader understands, with its
/// id, which `--topic` takes.
struct TopicLine {
    let titles: [String: LocalizedText]
    let console: Console

    func text(topic: String, kind: String? = nil) -> String {
        var values = ["topic": topic, "title": shortTitle(of: topic)]
        guard let kind else { return console.localized("card.topic", values) }
        values["kind"] = console.localized("kind.\(kind)")
        return console.localized("card.topic-kind", values)
    }

    /// The title up to its subtitle ("模态呈现：present 与 dismiss" gives 模态呈现) and without a
    /// bracketed aside ("场景（iOS 13+）" gives 场景), so the line stays short and the id's brackets
    /// are the only ones; the id where the topic has no title.
    private func shortTitle(of topic: String) -> String {
        guard let title = titles[topic]?.text(in: console.language) else { return topic }
        let end = ["：", ": ", " — ", "（", " ("].compactMap { title.range(of: $0)?.lowerBound }.min()
        return end.map { String(title[..<$0]) } ?? title
    }
}
