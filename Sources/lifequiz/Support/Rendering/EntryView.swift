import KnowledgeBase

/// One fact, pitfall or conflict opened by its id, in full, with the methods it is about.
struct EntryView {
    let entry: KnowledgeEntry
    let console: Console

    var sections: [TextSection] {
        switch entry {
        case let .fact(fact):
            let heading = StyledText(console.text("要点", "Fact"), .dim) + "  " + StyledText(fact.id, .title)
            return [
                TextSection(lines: [heading, StyledText("  " + console.text("主题", "topic") + " \(fact.topic) · \(fact.kind)", .dim)]),
                TextSection(lines: [FactView(fact: fact, console: console).line]),
                methods(fact.allMethodIDs),
            ].compactMap { $0 }
        case let .pitfall(pitfall):
            let heading = StyledText(console.text("常见错误", "Pitfall"), .dim) + "  " + StyledText(pitfall.id, .title)
            return [
                TextSection(lines: [heading, StyledText("  " + console.text("主题", "topic") + " \(pitfall.topic)", .dim)]),
                TextSection(lines: PitfallView(pitfall: pitfall, console: console).lines),
                methods(pitfall.methods),
            ].compactMap { $0 }
        case let .conflict(conflict):
            let heading = StyledText(console.text("资料分歧", "Conflict"), .dim) + "  " + StyledText(conflict.id, .title)
            return [
                TextSection(lines: [heading, StyledText("  " + console.text("主题", "topic") + " \(conflict.topic)", .dim)]),
                TextSection(lines: ConflictView(conflict: conflict, console: console).lines),
                methods(conflict.methods),
            ].compactMap { $0 }
        }
    }

    /// The methods it is about, each a name `lifequiz show` opens.
    private func methods(_ ids: [String]) -> TextSection? {
        let unique = ids.uniqued()
        guard !unique.isEmpty else { return nil }
        return TextSection(heading: console.text("相关方法", "Methods"), lines: unique.map { "  " + StyledText($0, .code) })
    }
}
