import DisplayWidth
import KnowledgeBase
import Quiz

/// `lifequiz show`'s short card, tldr-like, to fit a 24-row screen: what the method is, when
/// UIKit calls it, where it sits in the main ordering, its two leading pitfalls and conflicts
/// (one of each where titles wrap), then how to see the rest. `MethodCardView` is the full card
/// (`--full`).
struct MethodSummaryView {
    static let entryLimit = 2

    let card: MethodCard
    let placements: [MethodPlacements.Placement]
    /// The name as the user typed it, for the closing hint.
    let query: String
    let topicLine: TopicLine
    let console: Console

    var sections: [TextSection] {
        let full = MethodCardView(card: card, topicLine: topicLine, console: console)
        return [full.header(details: false), full.when, orderings, pitfalls, conflicts, more].compactMap { $0 }
    }

    /// The simplest scenario the method sits in, named in the heading so its neighbours fit a
    /// line (its position among them is left to --full).
    private var orderings: TextSection? {
        guard let placement = placements.first else { return nil }
        var line = StyledText("  ")
        if let after = placement.after { line = line + StyledText("\(after) → ", .dim) }
        line = line + StyledText(placement.callback, .code)
        if let before = placement.before { line = line + StyledText(" → \(before)", .dim) }
        // A title that names its version ("… on iOS 9") is not followed by it again.
        let title = placement.title.text(in: console.language)
        let heading = console.localized(title.contains("iOS \(placement.ios)") ? "placement.heading-scenario-versioned" : "placement.heading-scenario",
                                        ["title": title, "ios": "\(placement.ios)"])
        return TextSection(heading: heading, lines: [line])
    }

    /// Pitfalls mainly about this method (it comes first in their list) lead; then content order.
    private var leadingPitfalls: [Pitfall] {
        let mainly = card.pitfalls.filter { $0.methods.first == card.method.id }
        let others = card.pitfalls.filter { $0.methods.first != card.method.id }
        return mainly + others
    }

    private var pitfalls: TextSection? {
        guard !card.pitfalls.isEmpty else { return nil }
        let lines = shown(leadingPitfalls.map { (title: $0.title.text(in: console.language), id: $0.id) })
            .map { entryLine($0.title, id: $0.id, style: .title) }
        let heading = card.pitfalls.count > lines.count
            ? console.localized("card.pitfalls-some", ["shown": "\(lines.count)", "total": "\(card.pitfalls.count)"])
            : console.localized("card.pitfalls")
        return TextSection(heading: heading, lines: lines)
    }

    private var conflicts: TextSection? {
        guard !card.conflicts.isEmpty else { return nil }
        let lines = shown(card.conflicts.map { (title: $0.title.text(in: console.language), id: $0.id) })
            .map { entryLine($0.title, id: $0.id, style: .plain) }
        let heading = card.conflicts.count > lines.count
            ? console.localized("card.conflicts-some", ["shown": "\(lines.count)", "total": "\(card.conflicts.count)"])
            : console.localized("card.conflicts")
        return TextSection(heading: heading, lines: lines)
    }

    /// The leading entries the card has room for: two, or one where a title and its id would
    /// wrap, so the card still fits 24 rows with its titles whole.
    private func shown(_ entries: [(title: String, id: String)]) -> ArraySlice<(title: String, id: String)> {
        let leading = entries.prefix(Self.entryLimit)
        guard let width = console.columns,
              leading.contains(where: { displayColumns(of: entryLine($0.title, id: $0.id, style: .plain).plainText) > width })
        else { return leading }
        return leading.prefix(1)
    }

    /// A bullet with a title and the id that opens it. The title is whole: a narrow terminal
    /// wraps it, and the id under it (cut short, "Frame-based…iewWillAppear(_:)" said nothing).
    private func entryLine(_ title: String, id: String, style: TextStyle) -> StyledText {
        "  • " + StyledText(title, style) + StyledText("  \(id)", .dim)
    }

    /// Where to read on, when there is more than the summary shows.
    private var more: TextSection? {
        guard !card.facts.isEmpty || !card.pitfalls.isEmpty || !card.conflicts.isEmpty else { return nil }
        let counts = console.texts.counted("count.facts", card.facts.count)
        return TextSection(lines: [
            StyledText(console.localized("card.more")) + StyledText("lifequiz show \(query) --full", .code) + StyledText(console.localized("card.more-counts", ["counts": counts]), .dim)
                + StyledText(console.localized("card.one-entry")) + StyledText("lifequiz show <id>", .code),
        ])
    }
}
