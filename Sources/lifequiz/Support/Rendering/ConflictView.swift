import KnowledgeBase

/// One conflict as text: its title, every claim with its source, and why they differ. Used by
/// `lifequiz conflicts` and by method cards.
struct ConflictView {
    let conflict: Conflict
    let console: Console
    /// Whether the question ends with the conflict's id: not under a heading that names it.
    var showsID = true

    /// The conflict's question and id, as the index (`conflicts --titles`) lists it.
    var titleLine: StyledText {
        "  • " + StyledText(conflict.title.text(in: console.language), .title) + StyledText(showsID ? "  \(conflict.id)" : "", .dim)
    }

    var lines: [StyledText] {
        var lines: [StyledText] = [titleLine]
        for claim in conflict.claims {
            lines.append("    " + StyledText(claim.source.shortText(in: console.language), .dim) + " " + StyledText(claim.claim.text(in: console.language)))
        }
        lines.append(StyledText("    " + console.localized("conflict.why") + conflict.explanation.text(in: console.language)))
        if let scenario = conflict.scenario, !scenario.isEmpty {
            let versions = conflict.iosVersions.map { " (iOS \($0))" } ?? ""
            lines.append("    " + StyledText(console.localized("conflict.scenario")) + StyledText(scenario, .code) + StyledText(versions, .dim))
        }
        return lines
    }
}
