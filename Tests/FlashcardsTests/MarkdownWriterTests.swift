import Foundation
import KnowledgeBase
import Testing
import TestSupport

@testable import Flashcards

/// The study sheet groups cards by class, numbers callback sequences, keeps pitfalls apart and
/// lists sources at the end.
@Suite struct MarkdownWriterTests {
    let source = Citation(seed: "002_777fd6bad1933fe0.txt", section: "UIViewController", lines: "196-222")

    var deck: Deck {
        Deck(
            name: "lifequiz",
            cards: [
                Flashcard(
                    id: "fact:a", deck: "lifequiz::UIView",
                    content: .fact(
                        FactFields(
                            front: LocalizedText(zh: "`layoutSubviews()` 何时调用？", en: "When is `layoutSubviews()` called?"),
                            back: LocalizedText(zh: "布局 <改变> 时", en: "When layout <changes> & more"))),
                    language: .both, sources: [source]),
                Flashcard(
                    id: "pitfall:b", deck: "lifequiz::UIViewController",
                    content: .pitfall(
                        PitfallFields(
                            title: LocalizedText(zh: "忘记 super", en: "Forgetting super"),
                            symptom: LocalizedText(zh: "症状", en: "*Nothing* happens"),
                            cause: LocalizedText(zh: "原因", en: "1. UIKit needs it"),
                            fix: LocalizedText(zh: "修", en: "Call super"), snippet: "super.viewDidLoad() // ```")),
                    language: .en, sources: [source]),
                Flashcard(
                    id: "order:push@ios13", deck: "lifequiz::UIViewController",
                    content: .ordering(
                        OrderingFields(
                            scenario: LocalizedText(zh: "A 推入 B", en: "A pushes B"), iOS: 13,
                            sequence: ["B.viewDidLoad()", "A.viewWillDisappear(_:)", "B.viewWillAppear(_:)"])),
                    language: .en,
                    sources: [Citation(seed: "000_b683b64be764eb10.txt", section: "2", lines: "10-20")]),
            ])
    }

    private func sheet() throws -> String {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let file = scratch.file("sheet.md")
        try FlashcardExporter.export(deck, as: .markdown, to: file)
        return try String(contentsOf: file, encoding: .utf8)
    }

    @Test func sectionsAreClassesThenPitfallsThenSources() throws {
        let headings = try sheet().split(separator: "\n").filter { $0.hasPrefix("## ") }
        #expect(headings == ["## UIView", "## UIViewController", "## Pitfalls", "## Sources"])
    }

    @Test func orderingIsANumberedListOfCallbacks() throws {
        #expect(try sheet().contains(
            "**iOS 13.** A pushes B\n\n1. `B.viewDidLoad()`\n2. `A.viewWillDisappear(_:)`\n3. `B.viewWillAppear(_:)`"))
    }

    @Test func bilingualCardShowsChineseThenEnglish() throws {
        #expect(try sheet().contains("**Q.** `layoutSubviews()` 何时调用？\\\nWhen is `layoutSubviews()` called?"))
    }

    @Test func markdownSyntaxInTextIsEscaped() throws {
        let text = try sheet()
        #expect(text.contains(#"When layout \<changes\> \& more"#))
        #expect(text.contains(#"**Symptom.** \*Nothing\* happens"#))
        #expect(text.contains(#"**Cause.** 1\. UIKit needs it"#))
    }

    @Test func snippetIsFencedLongerThanAnyBacktickRunInIt() throws {
        #expect(try sheet().contains("````\nsuper.viewDidLoad() // ```\n````"))
    }

    @Test func sourcesAreNumberedOnceAndCitedByNumber() throws {
        let text = try sheet()
        #expect(text.hasSuffix(
            "## Sources\n\n1. 002\\_777fd6bad1933fe0.txt § UIViewController, lines 196-222\n"
                + "2. 000\\_b683b64be764eb10.txt § 2, lines 10-20\n"))
        #expect(text.components(separatedBy: "*Sources: [1]*").count == 3)
        #expect(text.contains("*Sources: [2]*"))
    }
}
