import Foundation

/// Writes a printable study sheet: one section per class (the card's subdeck) with its facts and
/// callback orderings, a section of pitfalls, and the cited seed passages at the end, numbered
/// so each card can point at them with `[n]`.
struct MarkdownWriter: DeckWriter {
    var format: ExportFormat { .markdown }

    func contents(of deck: Deck) throws -> DeckFile {
        var sources = SourceNumbering()
        var sections: [String] = []
        let root = Flashcard.deckComponents(of: deck.name)

        let byClass = groups(of: deck.cards.filter { $0.kind != .pitfall }, under: root)
        for (title, cards) in byClass {
            var text = "## \(title)"
            let facts = cards.filter { $0.kind == .fact }
            let orderings = cards.filter { $0.kind == .ordering }
            if !facts.isEmpty {
                text += "\n\n" + facts.map { entry(for: $0, sources: &sources) }.joined(separator: "\n\n")
            }
            if !orderings.isEmpty {
                text += "\n\n### Callback orderings\n\n"
                    + orderings.map { entry(for: $0, sources: &sources) }.joined(separator: "\n\n")
            }
            sections.append(text)
        }
        let pitfalls = groups(of: deck.cards.filter { $0.kind == .pitfall }, under: root)
        if !pitfalls.isEmpty {
            var text = "## Pitfalls"
            for (title, cards) in pitfalls {
                text += "\n\n" + cards.map { "### \(title): " + entry(for: $0, sources: &sources) }.joined(separator: "\n\n")
            }
            sections.append(text)
        }
        if !sources.ordered.isEmpty {
            let list = sources.ordered.enumerated().map { "\($0.offset + 1). \(MarkdownText.prose($0.element.fullText))" }
            sections.append("## Sources\n\n" + list.joined(separator: "\n"))
        }

        let counts = Dictionary(grouping: deck.cards, by: \.kind).mapValues(\.count)
        let summary = "\(deck.cards.count) cards: \(counts[.fact] ?? 0) facts, "
            + "\(counts[.ordering] ?? 0) callback orderings, \(counts[.pitfall] ?? 0) pitfalls."
        let document = (["# \(MarkdownText.prose(deck.name))", summary] + sections).joined(separator: "\n\n") + "\n"
        return DeckFile(bytes: Array(document.utf8), notes: deck.cards.count, cards: deck.cards.count)
    }

    /// Cards grouped by class, in the order each class first appears in the deck; `root` is the
    /// deck's name split into its parts.
    private func groups(of cards: [Flashcard], under root: [String]) -> [(title: String, cards: [Flashcard])] {
        var order: [String] = []
        var members: [String: [Flashcard]] = [:]
        for card in cards {
            let title = classTitle(of: card, under: root)
            if members[title] == nil { order.append(title) }
            members[title, default: []].append(card)
        }
        return order.map { ($0, members[$0] ?? []) }
    }

    /// The card's deck below the root (`lifequiz::UIView` → `UIView`); the root itself otherwise.
    private func classTitle(of card: Flashcard, under root: [String]) -> String {
        var path = Flashcard.deckComponents(of: card.deck)
        if path.starts(with: root) { path.removeFirst(root.count) }
        return MarkdownText.prose(path.isEmpty ? root.joined(separator: "::") : path.joined(separator: "::"))
    }

    private func entry(for card: Flashcard, sources: inout SourceNumbering) -> String {
        let language = card.language
        var lines: [String]
        switch card.content {
        case .fact(let fact):
            lines = [
                "**Q.** " + MarkdownText.localized(fact.front, in: language),
                "**A.** " + MarkdownText.localized(fact.back, in: language),
            ]
        case .ordering(let ordering):
            lines = [
                "**iOS \(ordering.iOS).** " + MarkdownText.localized(ordering.scenario, in: language),
                ordering.sequence.enumerated()
                    .map { "\($0.offset + 1). \(MarkdownText.codeSpan($0.element))" }
                    .joined(separator: "\n"),
            ]
        case .pitfall(let pitfall):
            // The caller has written "### Class: ", so the title completes the heading.
            lines = [
                MarkdownText.heading(pitfall.title, in: language),
                "**Symptom.** " + MarkdownText.localized(pitfall.symptom, in: language),
                "**Cause.** " + MarkdownText.localized(pitfall.cause, in: language),
                "**Fix.** " + MarkdownText.localized(pitfall.fix, in: language),
            ]
            if let snippet = pitfall.snippet, !snippet.isEmpty {
                lines.append(MarkdownText.codeBlock(snippet))
            }
        }
        if !card.sources.isEmpty {
            lines.append("*Sources: " + card.sources.map { "[\(sources.number(of: $0))]" }.joined(separator: ", ") + "*")
        }
        return lines.joined(separator: "\n\n")
    }
}
