import Foundation
import KnowledgeBase
import SyntheticDecks
import Testing
import TestSupport

@testable import Flashcards

/// The TSV file follows Anki's text-import conventions.
@Suite struct TSVWriterTests {
    @Test func plainFieldIsLeftAlone() {
        #expect(TSVWriter.quoted("<b>viewDidLoad</b> &amp; co") == "<b>viewDidLoad</b> &amp; co")
    }

    @Test func fieldWithTabNewlineOrQuoteIsQuotedWithQuotesDoubled() {
        #expect(TSVWriter.quoted("a\tb") == "\"a\tb\"")
        #expect(TSVWriter.quoted("line\nbreak") == "\"line\nbreak\"")
        #expect(TSVWriter.quoted(#"say "hi""#) == #""say ""hi""""#)
    }

    @Test func fieldStartingWithHashIsQuotedSoAnkiDoesNotSkipTheRow() {
        #expect(TSVWriter.quoted("#pragma mark") == "\"#pragma mark\"")
    }

    @Test func fileStartsWithAnkiHeadersAndHasOneRowPerCard() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let deck = SyntheticDeck.make(cardCount: 60)
        let file = scratch.file("deck.tsv")
        let summary = try FlashcardExporter.export(deck, as: .tsv, to: file)
        let text = try String(contentsOf: file, encoding: .utf8)

        #expect(text.hasPrefix(TSVWriter.header))
        #expect(text.contains("#separator:tab\n#html:true\n#notetype:Basic\n"))
        let rows = try TSVRows.parse(String(text.dropFirst(TSVWriter.header.count)))
        #expect(rows.count == deck.cards.count && summary.noteCount == rows.count)
        for (row, card) in zip(rows, deck.cards) {
            #expect(row.count == 5)
            #expect(!row[0].isEmpty)
            #expect(row[2] == card.tags.joined(separator: " "))
            #expect(row[3] == card.deck)
            #expect(row[4] == StableID.guid(namespace: TSVWriter.guidNamespace, cardID: card.id))
        }
    }

    @Test func backOfAnOrderingCardIsItsNumberedSequence() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let card = Flashcard(
            id: "order:scenario.push-and-pop", deck: "lifequiz::UIViewController",
            content: .ordering(OrderingFields(
                scenario: LocalizedText(zh: "A 推入 B", en: "A pushes B"), iOS: 12,
                sequence: ["B.viewDidLoad()", "A.viewWillDisappear(_:)", "B.viewWillAppear(_:) <&>"])),
            language: .en)
        let file = scratch.file("deck.tsv")
        try FlashcardExporter.export(Deck(name: "lifequiz", cards: [card]), as: .tsv, to: file)

        let rows = try TSVRows.parse(String(try String(contentsOf: file, encoding: .utf8).dropFirst(TSVWriter.header.count)))
        let back = try #require(rows.first?[1])
        // Written out by hand: an ordered list, each callback as code, HTML-special characters escaped.
        #expect(back.contains(
            #"<ol style="padding-left:1.8em;margin:.3em 0;text-align:left" class="lq-sequence"><li><code style="overflow-wrap:anywhere">B.viewDidLoad()</code></li><li><code style="overflow-wrap:anywhere">A.viewWillDisappear(_:)</code></li>"#
                + #"<li><code style="overflow-wrap:anywhere">B.viewWillAppear(_:) &lt;&amp;&gt;</code></li></ol>"#), "\(back)")
        #expect(rows.first?[0].contains("iOS 12") == true, "\(rows.first?[0] ?? "")")
    }

    /// Imported as Basic, whose CSS centres text and knows no lifequiz class: each side is a
    /// left-aligned block and code keeps its box and wraps.
    @Test func sidesCarryTheirStylesInline() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let deck = SyntheticDeck.make(cardCount: 40)
        let file = scratch.file("deck.tsv")
        try FlashcardExporter.export(deck, as: .tsv, to: file)
        let rows = try TSVRows.parse(String(try String(contentsOf: file, encoding: .utf8).dropFirst(TSVWriter.header.count)))
        for row in rows {
            #expect(row[0].hasPrefix(#"<div style="text-align:left;"#) && row[1].hasPrefix(#"<div style="text-align:left;"#))
            #expect(!row[0].contains("<pre>") && !row[1].contains("<pre>"))
            let unstyled = #"<div class="lq-[^"]*">"#
            #expect(row[0].range(of: unstyled, options: .regularExpression) == nil, "\(row[0])")
            #expect(row[1].range(of: unstyled, options: .regularExpression) == nil, "\(row[1])")
            // A second style attribute is ignored by HTML: each element is styled once.
            let twice = #"<[a-z]+[^>]* style="[^"]*"[^>]* style=""#
            #expect(row[0].range(of: twice, options: .regularExpression) == nil, "\(row[0])")
            #expect(row[1].range(of: twice, options: .regularExpression) == nil, "\(row[1])")
        }
    }
}

/// A reader for the quoting rules Anki's CSV reader applies, to read the export back.
enum TSVRows {
    struct Malformed: Error {}

    static func parse(_ text: String) throws -> [[String]] {
        var rows: [[String]] = []
        var row: [String] = []
        var field = ""
        var quoted = false
        var characters = Array(text)[...]
        while let character = characters.popFirst() {
            if quoted {
                if character == "\"" {
                    if characters.first == "\"" {
                        field.append("\"")
                        characters.removeFirst()
                    } else {
                        quoted = false
                    }
                } else {
                    field.append(character)
                }
            } else if character == "\"" && field.isEmpty {
                quoted = true
            } else if character == "\t" {
                row.append(field)
                field = ""
            } else if character == "\n" {
                row.append(field)
                rows.append(row)
                row = []
                field = ""
            } else {
                field.append(character)
            }
        }
        guard !quoted, field.isEmpty, row.isEmpty else { throw Malformed() }
        return rows
    }
}
