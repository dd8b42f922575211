import KnowledgeBase
import Quiz

/// `lifequiz show`'s short card, tldr-like, to fit a screen: what the method is, when UIKit calls
/// it, where it sits in the main ordering, its three leading pitfalls and a line per conflict,
/// then how to see the rest. `MethodCardView` is the full card (`--full`).
struct MethodSummaryView {
    static let placementLimit = 1
    static let pitfallLimit = 3

    let card: MethodCard
    let placements: [MethodPlacements.Placement]
    /// The name as the user typed it, for the closing hint.
    let query: String
    let console: Console

    var sections: [TextSection] {
        let full = MethodCardView(card: card, console: console)
        return [full.header(details: false), full.when, orderings, pitfalls, conflicts, more].compactMap { $0 }
    }

    private var orderings: TextSection? {
        guard !placements.isEmpty else { return nil }
        let lines = placements.prefix(Self.placementLimit).map { placement -> StyledText in
            var line = "  • " + StyledText(placement.title.text(in: console.language)) + StyledText(" (iOS \(placement.ios))", .dim) + ": "
            if let after = placement.after { line = line + StyledText("\(after) → ", .dim) }
            line = line + StyledText(placement.callback, .code)
            if let before = placement.before { line = line + StyledText(" → \(before)", .dim) }
            return line + StyledText("  \(placement.position)/\(placement.count)", .dim)
        }
        return TextSection(heading: console.text("在主要顺序中的位置", "Where it sits in the main orderings"), lines: lines)
    }

    /// Pitfalls mainly about this method (it comes first in their list) lead; then content order.
    private var leadingPitfalls: [Pitfall] {
        let mainly = card.pitfalls.filter { $0.methods.first == card.method.id }
        let others = card.pitfalls.filter { $0.methods.first != card.method.id }
        return Array((mainly + others).prefix(Self.pitfallLimit))
    }

    private var pitfalls: TextSection? {
        guard !card.pitfalls.isEmpty else { return nil }
        let lines = leadingPitfalls.map { pitfall in
            "  • " + StyledText(pitfall.title.text(in: console.language), .title) + StyledText("  \(pitfall.id)", .dim)
        }
        let heading = card.pitfalls.count > lines.count
            ? console.text("常见错误（\(lines.count)/\(card.pitfalls.count)）", "Pitfalls (\(lines.count) of \(card.pitfalls.count))")
            : console.text("常见错误", "Pitfalls")
        return TextSection(heading: heading, lines: lines)
    }

    private var conflicts: TextSection? {
        guard !card.conflicts.isEmpty else { return nil }
        let lines = card.conflicts.map { conflict in
            "  • " + StyledText(conflict.title.text(in: console.language)) + StyledText("  \(conflict.id)", .dim)
        }
        return TextSection(heading: console.text("资料分歧", "Where the sources disagree"), lines: lines)
    }

    private var more: TextSection {
        let counts = console.text(
            "\(card.facts.count) 条要点、\(card.pitfalls.count) 个常见错误的详情与出处",
            "\(card.facts.count) facts, \(card.pitfalls.count) pitfalls in full, with sources"
        )
        return TextSection(lines: [
            StyledText(console.text("更多：", "More: ")) + StyledText("lifequiz show \(query) --full", .code) + StyledText("  (\(counts))", .dim),
            StyledText(console.text("单独打开一条：", "One entry: ")) + StyledText("lifequiz show <id>", .code),
        ])
    }
}
