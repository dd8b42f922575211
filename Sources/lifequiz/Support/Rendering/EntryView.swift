import KnowledgeBase

/// One fact, pitfall or conflict opened by its id, in full, with the methods it is about.
struct EntryView {
    let entry: KnowledgeEntry
    let console: Console

    var sections: [TextSection] {
        switch entry {
        case let .fact(fact):
            sections(console.text("要点", "Fact"), fact.id, "\(fact.topic) · \(fact.kind)",
                     [FactView(fact: fact, console: console).line], methods: fact.allMethodIDs)
        case let .pitfall(pitfall):
            sections(console.text("常见错误", "Pitfall"), pitfall.id, pitfall.topic,
                     PitfallView(pitfall: pitfall, console: console).lines, methods: pitfall.methods)
        case let .conflict(conflict):
            sections(console.text("资料分歧", "Conflict"), conflict.id, conflict.topic,
                     ConflictView(conflict: conflict, console: console).lines, methods: conflict.methods)
        }
    }

    /// What kind of entry and its id, its topic, the entry itself, the methods it is about.
    private func sections(_ kind: String, _ id: String, _ topic: String, _ body: [StyledText], methods ids: [String]) -> [TextSection] {
        let heading = StyledText(kind, .dim) + "  " + StyledText(id, .title)
        return [
            TextSection(lines: [heading, StyledText("  " + console.text("主题", "topic") + " \(topic)", .dim)]),
            TextSection(lines: body),
            methods(ids),
        ].compactMap { $0 }
    }

    /// The methods it is about, each a name `lifequiz show` opens.
    private func methods(_ ids: [String]) -> TextSection? {
        let unique = ids.uniqued()
        guard !unique.isEmpty else { return nil }
        return TextSection(heading: console.text("相关方法", "Methods"), lines: unique.map { "  " + StyledText($0, .code) })
    }
}
