import Foundation
import InterfaceText
import KnowledgeBase

/// Writes an answers sheet: a table of contents, then one section per subdeck (topic) with its
/// statements and callback orderings, then the pitfalls. Each statement is written once, its
/// answer in bold, and each entry names its sources by title. Headings and labels follow the
/// deck's language; line breaks are paragraphs, which every Markdown renderer keeps.
struct MarkdownWriter: DeckWriter {
    var format: ExportFormat { .markdown }

    func contents(of deck: Deck) throws -> DeckFile {
        let language = deck.cards.first?.language ?? .both
        func label(_ key: String) -> String { CardBlock.label(key, in: language) }
        let root = Flashcard.deckComponents(of: deck.name)

        var sections: [(title: String, body: String)] = []
        // A subdeck is headed by its topic's title, in the deck's language.
        func heading(_ subdeck: String) -> String {
            deck.subdeckTitles[subdeck].map { MarkdownText.heading($0, in: language) } ?? MarkdownText.prose(subdeck)
        }
        for (subdeck, cards) in groups(of: deck.cards.filter { $0.kind != .pitfall }, under: root) {
            let title = heading(subdeck)
            var entries = cards.filter { $0.kind != .ordering }.map(entry(for:))
            let orderings = cards.filter { $0.kind == .ordering }
            if !orderings.isEmpty {
                entries.append("### " + label("export.label.ordering") + "\n\n" + orderings.map(entry(for:)).joined(separator: "\n\n"))
            }
            sections.append((title, entries.joined(separator: "\n\n")))
        }
        let pitfalls = groups(of: deck.cards.filter { $0.kind == .pitfall }, under: root)
        if !pitfalls.isEmpty {
            // A dash, not a colon: a topic's title may have one of its own (`App 的生命周期：main…`).
            let body = pitfalls.flatMap { subdeck, cards in cards.map { "### \(heading(subdeck)) — " + entry(for: $0) } }
            sections.append((label("export.label.pitfalls"), body.joined(separator: "\n\n")))
        }

        let contents = sections.map { "- [\($0.title)](#\(Self.anchor(of: $0.title)))" }.joined(separator: "\n")
        let document = ["# " + title(of: deck, language: language), summary(of: deck, language: language),
                        "## " + label("export.label.contents") + "\n\n" + contents]
            + sections.map { "## \($0.title)\n\n\($0.body)" }
        let text = document.joined(separator: "\n\n") + "\n"
        return DeckFile(bytes: Array(text.utf8), notes: deck.cards.count, cards: deck.cards.count)
    }

    /// The deck's name, then what picked its cards: `lifequiz — topic Navigation controller (navigation), orderings on iOS 9`.
    private func title(of deck: Deck, language: CardLanguage) -> String {
        let name = MarkdownText.prose(deck.name)
        let scope = filterText(of: deck, language: language)
        return scope.isEmpty ? name : name + " — " + MarkdownText.prose(scope)
    }

    private func filterText(of deck: Deck, language: CardLanguage) -> String {
        // Both languages: each whole in its own, as the summary is.
        if language == .both { return [CardLanguage.zh, .en].map { filterText(of: deck, language: $0) }.filter { !$0.isEmpty }.joined(separator: " · ") }
        let filter = deck.filter
        // A knowledge topic by its short title, with the id --topic took, as `show` names it.
        func topic(_ id: String) -> String {
            guard let title = deck.subdeckTitles[id], let single = language.single else {
                return CardBlock.label("export.filter.topic", in: language, ["topic": id])
            }
            return CardBlock.label("card.topic", in: language, ["topic": id, "title": title.shortTitle(in: single)])
        }
        let picked = filter.topics.map(topic) + filter.classIDs.map { CardBlock.label("export.filter.class", in: language, ["class": $0]) }
        return (picked + [
            filter.pitfallsOnly ? CardBlock.label("export.filter.pitfalls-only", in: language) : nil,
            filter.version.flatMap { filter.includeOrderings && !filter.pitfallsOnly
                ? CardBlock.label("export.filter.orderings-on", in: language, ["ios": "\($0.major)"]) : nil },
        ].compactMap { $0 }).joined(separator: Self.listSeparator(in: language))
    }

    /// Between the parts of a title or a count: a Chinese comma in Chinese.
    private static func listSeparator(in language: CardLanguage) -> String { language == .zh ? "，" : ", " }

    /// "120 cards: 80 facts, 40 pitfalls": only the kinds the deck has.
    private func summary(of deck: Deck, language: CardLanguage) -> String {
        // Both languages: each sentence whole in its own language (a bilingual count inside a
        // bilingual sentence said everything twice).
        if language == .both { return [CardLanguage.zh, .en].map { summary(of: deck, language: $0) }.joined(separator: " · ") }
        let counts = Dictionary(grouping: deck.cards) { $0.kind == .cloze ? .fact : $0.kind }.mapValues(\.count)
        let kinds = [FlashcardKind.fact, .ordering, .pitfall].compactMap { kind in
            counts[kind].map { CardBlock.label("export.count.\(kind.rawValue)", in: language, ["count": "\($0)"]) }
        }
        return CardBlock.label("export.count.cards", in: language,
                               ["count": "\(deck.cards.count)", "kinds": kinds.joined(separator: Self.listSeparator(in: language))])
    }

    /// GitHub's heading anchors: lower case, spaces as hyphens, punctuation dropped.
    static func anchor(of title: String) -> String {
        String(title.lowercased().compactMap { character -> Character? in
            if character == " " { return "-" }
            return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
        })
    }

    /// Cards grouped by subdeck, in the order each first appears in the deck; `root` is the
    /// deck's name split into its parts.
    private func groups(of cards: [Flashcard], under root: [String]) -> [(title: String, cards: [Flashcard])] {
        var order: [String] = []
        var members: [String: [Flashcard]] = [:]
        for card in cards {
            let title = subdeckTitle(of: card, under: root)
            if members[title] == nil { order.append(title) }
            members[title, default: []].append(card)
        }
        return order.map { ($0, members[$0] ?? []) }
    }

    /// The card's deck below the root (`lifequiz::navigation` → `navigation`); the root itself otherwise.
    private func subdeckTitle(of card: Flashcard, under root: [String]) -> String {
        var path = Flashcard.deckComponents(of: card.deck)
        if path.starts(with: root) { path.removeFirst(root.count) }
        return path.isEmpty ? root.joined(separator: "::") : path.joined(separator: "::")
    }

    private func entry(for card: Flashcard) -> String {
        let language = card.language
        func label(_ key: String) -> String { "**" + CardBlock.label(key, in: language) + (language == .zh ? "：**" : ".** ") }
        var paragraphs: [String]
        switch card.content {
        case .fact(let fact):
            paragraphs = MarkdownText.paragraphs(fact.back, in: language)
        case .cloze(let cloze):
            // The answer is what the card asks for: bold, as Anki highlights it. It is marked
            // before escaping (escaping would split `init(_:)`), by a character prose keeps.
            let marker = "\u{E000}"
            let answer = "**" + MarkdownText.codeSpan(cloze.answer) + "**"
            paragraphs = cloze.text.shown(in: language).map { part in
                MarkdownText.prose(cloze.marked(part.text) { _ in marker }).replacingOccurrences(of: marker, with: answer)
            }
        case .ordering(let ordering):
            // A numbered list per step, numbering on across steps, each under its step's name.
            paragraphs = ["**iOS \(ordering.iOS).** " + MarkdownText.localized(ordering.scenario, in: language)]
            var number = 1
            for phase in ordering.steps.phases {
                if ordering.steps.phases.count > 1 { paragraphs.append("*▸ " + MarkdownText.prose(phase.step) + "*") }
                paragraphs.append(phase.callbacks.enumerated().map { "\(number + $0.offset). \(MarkdownText.codeSpan($0.element))" }
                    .joined(separator: "\n"))
                number += phase.callbacks.count
            }
        case .pitfall(let pitfall):
            // The caller has written "### Topic — ", so the title completes the heading.
            paragraphs = [MarkdownText.heading(pitfall.title, in: language),
                          label("export.label.symptom") + MarkdownText.localized(pitfall.symptom, in: language),
                          label("export.label.cause") + MarkdownText.localized(pitfall.cause, in: language),
                          label("export.label.fix") + MarkdownText.localized(pitfall.fix, in: language)]
            let marked = pitfall.fixSnippet != nil
            if let snippet = pitfall.snippet, !snippet.isEmpty {
                paragraphs.append((marked ? "*" + CardBlock.label("export.label.bug-code", in: language) + "*\n\n" : "")
                    + MarkdownText.codeBlock(snippet, language: "swift"))
            }
            if let fixed = pitfall.fixSnippet, !fixed.isEmpty {
                paragraphs.append("*" + CardBlock.label("export.label.fixed-code", in: language) + "*\n\n" + MarkdownText.codeBlock(fixed, language: "swift"))
            }
        }
        let sourceLabel = "*" + CardBlock.label(card.sourcesLabelKey, in: language) + " · "
        let applePage = card.apple.map { " · <\($0)>" } ?? ""
        if let names = card.sourceNames, !names.shown(in: language).isEmpty {
            paragraphs.append(sourceLabel + MarkdownText.heading(names, in: language) + applePage + "*")
        } else if !card.sources.isEmpty {
            paragraphs.append(sourceLabel + card.sources.map { MarkdownText.prose($0.fullText(in: language)) }.joined(separator: "; ") + applePage + "*")
        }
        return paragraphs.joined(separator: "\n\n")
    }
}
