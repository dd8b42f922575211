import KnowledgeBase

/// The topic line of a card or entry: the topic's short title, which a reader understands, with
/// its id, which `--topic` takes (the id alone where the topic has no title).
struct TopicLine {
    let titles: [String: LocalizedText]
    let console: Console

    func text(topic: String, kind: String? = nil) -> String {
        var values = ["topic": topic, "title": titles[topic]?.shortTitle(in: console.language) ?? topic]
        guard let kind else { return console.localized("card.topic", values) }
        values["kind"] = console.localized("kind.\(kind)")
        return console.localized("card.topic-kind", values)
    }
}
