import KnowledgeBase

/// One fact, pitfall or conflict opened by its id, in full, with the methods it is about.
struct EntryView {
    let entry: KnowledgeEntry
    let topicLine: TopicLine
    let console: Console

    var sections: [TextSection] {
        switch entry {
        case let .fact(fact):
            sections(console.localized("entry.fact"), fact.id, topicLine.text(topic: fact.topic, kind: fact.kind),
                     [FactView(fact: fact, console: console).line], methods: fact.allMethodIDs)
        case let .pitfall(pitfall):
            sections(console.localized("entry.pitfall"), pitfall.id, topicLine.text(topic: pitfall.topic),
                     PitfallView(pitfall: pitfall, console: console).lines, methods: pitfall.methods)
        case let .conflict(conflict):
            sections(console.localized("entry.conflict"), conflict.id, topicLine.text(topic: conflict.topic),
                     ConflictView(conflict: conflict, console: console, showsID: false).lines, methods: conflict.methods)
        }
    }

    /// What kind of entry and its id, its topic, the entry itself, the methods it is about.
    private func sections(_ kind: String, _ id: String, _ topicLine: String, _ body: [StyledText], methods ids: [String]) -> [TextSection] {
        let heading = StyledText(kind, .dim) + "  " + StyledText(id, .title)
        return [
            TextSection(lines: [heading, StyledText("  " + topicLine, .dim)]),
            TextSection(lines: body),
            methods(ids),
        ].compactMap { $0 }
    }

    /// The methods it is about, each a name `lifequiz show` opens.
    private func methods(_ ids: [String]) -> TextSection? {
        let unique = ids.uniqued()
        guard !unique.isEmpty else { return nil }
        return TextSection(heading: console.localized("entry.methods"), lines: unique.map { "  " + StyledText($0, .code) })
    }
}
