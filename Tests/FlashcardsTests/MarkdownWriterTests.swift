import Foundation
import KnowledgeBase
import LifecycleEngine
import Testing
import TestSupport

@testable import Flashcards

/// The answers sheet: contents, a section per subdeck, each statement once with its answer in
/// bold, orderings numbered, pitfalls apart with `swift` fences, sources by title.
@Suite struct MarkdownWriterTests {
    let source = Citation(seed: "002_777fd6bad1933fe0.txt", section: "UIViewController", lines: "196-222")
    let names = LocalizedText(zh: "《UIViewController 笔记》", en: "“Notes on UIViewController”")
    let applePage = "https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()"

    func deck(_ language: CardLanguage) -> Deck {
        Deck(
            name: "lifequiz",
            cards: [
                Flashcard(
                    id: "cloze:a", deck: "lifequiz::layout",
                    content: .cloze(ClozeFields(
                        text: LocalizedText(zh: "布局 <改变> 时调用 layoutSubviews()。", en: "layoutSubviews() runs when layout <changes> & more."),
                        answer: "layoutSubviews()")),
                    language: language, sources: [source], sourceNames: names),
                Flashcard(
                    id: "fact:c", deck: "lifequiz::layout",
                    content: .fact(FactFields(front: LocalizedText(zh: "问三", en: "Q3"), back: LocalizedText(zh: "（据 Apple 文档）答", en: "(Per Apple's documentation.) A"))),
                    language: language, sources: [source], sourceNames: names, sourcesRole: .seeAlso, apple: applePage),
                Flashcard(
                    id: "fact:b", deck: "lifequiz::layout",
                    content: .fact(FactFields(front: LocalizedText(zh: "问", en: "Q"), back: LocalizedText(zh: "答案一\n答案二", en: "Answer"))),
                    language: language),
                Flashcard(
                    id: "pitfall:b", deck: "lifequiz::appearance",
                    content: .pitfall(
                        PitfallFields(
                            title: LocalizedText(zh: "忘记 super", en: "Forgetting super"),
                            symptom: LocalizedText(zh: "症状", en: "*Nothing* happens"),
                            cause: LocalizedText(zh: "原因", en: "1. UIKit needs it"),
                            fix: LocalizedText(zh: "修", en: "Call super"), snippet: "super.viewDidLoad() // ```")),
                    language: language, sources: [source]),
                Flashcard(
                    id: "order:push@ios13", deck: "lifequiz::navigation",
                    content: .ordering(
                        OrderingFields(
                            scenario: LocalizedText(zh: "A 推入 B", en: "A pushes B"), iOS: 13,
                            sequence: ["B.viewDidLoad()", "A.viewWillDisappear(_:)", "B.viewWillAppear(_:)"])),
                    language: language),
            ])
    }

    private func sheet(_ language: CardLanguage = .en) throws -> String {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let file = scratch.file("sheet.md")
        try FlashcardExporter.export(deck(language), as: .markdown, to: file)
        return try String(contentsOf: file, encoding: .utf8)
    }

    @Test func sectionsAreContentsThenTopicsThenPitfalls() throws {
        let headings = try sheet().split(separator: "\n").filter { $0.hasPrefix("## ") }
        #expect(headings == ["## Contents", "## layout", "## navigation", "## Pitfalls"])
    }

    /// A subdeck with a title is headed by it in the sheet's language, pitfalls included; one
    /// without keeps its name.
    @Test func subdecksAreHeadedByTheirTopicsTitles() throws {
        var titled = deck(.zh)
        titled.subdeckTitles = ["layout": LocalizedText(zh: "布局与约束", en: "Layout and constraints"),
                                "appearance": LocalizedText(zh: "出现与消失", en: "Appearing and disappearing")]
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let file = scratch.file("sheet.md")
        try FlashcardExporter.export(titled, as: .markdown, to: file)
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("## ") } == ["## 目录", "## 布局与约束", "## navigation", "## 常见错误"])
        #expect(lines.contains { $0.hasPrefix("### 出现与消失 — 忘记 super") })
        #expect(lines.contains("- [布局与约束](#布局与约束)"))
    }

    @Test func contentsLinkEverySection() throws {
        #expect(try sheet().contains("## Contents\n\n- [layout](#layout)\n- [navigation](#navigation)\n- [Pitfalls](#pitfalls)\n"))
    }

    @Test(arguments: [(CardLanguage.zh, "## 目录", "共 5 张卡片：知识点 3 条，"), (.en, "## Contents", "5 cards: 3 facts, 1 callback orderings, 1 pitfalls")])
    func headingsAndCountsAreInTheDecksLanguage(language: CardLanguage, contents: String, summary: String) throws {
        let text = try sheet(language)
        #expect(text.contains(contents) && text.contains(summary))
    }

    /// A sheet of part of the deck says which part in its title; the whole deck is its name alone.
    @Test(arguments: [
        (CardLanguage.en, "# lifequiz — topic navigation, orderings on iOS 9"),
        (.zh, "# lifequiz — 主题 navigation，回调顺序按 iOS 9"),
        (.both, "# lifequiz — 主题 navigation，回调顺序按 iOS 9 · topic navigation, orderings on iOS 9"),
    ])
    func theTitleNamesWhatPickedTheCards(language: CardLanguage, title: String) throws {
        var picked = deck(language)
        picked.filter = DeckBuilder.Filter(topics: ["navigation"], includeOrderings: true, version: IOSVersion(9))
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let file = scratch.file("sheet.md")
        try FlashcardExporter.export(picked, as: .markdown, to: file)
        #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix(title + "\n\n"))
        #expect(try sheet(language).hasPrefix("# lifequiz\n\n"))
    }

    /// A knowledge topic is named as `show` names it: its short title, then the id --topic took.
    @Test(arguments: [(CardLanguage.en, "# lifequiz — topic Navigation controller (navigation)\n"),
                      (.zh, "# lifequiz — 主题 导航控制器（navigation）\n")])
    func aTitledTopicIsNamedByItsShortTitle(language: CardLanguage, title: String) throws {
        var picked = deck(language)
        picked.filter = DeckBuilder.Filter(topics: ["navigation"])
        picked.subdeckTitles = ["navigation": LocalizedText(zh: "导航控制器：push 与 pop", en: "Navigation controller — push and pop")]
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let file = scratch.file("sheet.md")
        try FlashcardExporter.export(picked, as: .markdown, to: file)
        #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix(title))
    }

    @Test func aKindTheDeckLacksIsNotCounted() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let file = scratch.file("sheet.md")
        try FlashcardExporter.export(Deck(name: "lifequiz", cards: Array(deck(.en).cards.prefix(2))), as: .markdown, to: file)
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("2 cards: 2 facts\n") && !text.contains("orderings"))
    }

    @Test func aClozeIsOneStatementWithItsAnswerInBold() throws {
        #expect(try sheet().contains("**`layoutSubviews()`** runs when layout \\<changes\\> \\& more."))
    }

    @Test func bilingualTextsAreParagraphsChineseFirst() throws {
        #expect(try sheet(.both).contains("答案一\n\n答案二\n\nAnswer"))
    }

    @Test func orderingIsANumberedListOfCallbacks() throws {
        #expect(try sheet().contains(
            "**iOS 13.** A pushes B\n\n1. `B.viewDidLoad()`\n2. `A.viewWillDisappear(_:)`\n3. `B.viewWillAppear(_:)`"))
    }

    @Test func markdownSyntaxInTextIsEscaped() throws {
        let text = try sheet()
        #expect(text.contains(#"**Symptom.** \*Nothing\* happens"#))
        #expect(text.contains(#"**Cause.** 1\. UIKit needs it"#))
    }

    @Test func snippetIsASwiftFenceLongerThanAnyBacktickRunInIt() throws {
        #expect(try sheet().contains("````swift\nsuper.viewDidLoad() // ```\n````"))
    }

    @Test func sourcesAreNamedByTitleElseCitedInFull() throws {
        let text = try sheet()
        #expect(text.contains("*Source · “Notes on UIViewController”*"))
        #expect(text.contains("*Source · 002\\_777fd6bad1933fe0.txt § UIViewController, lines 196-222*"))
    }

    @Test func sourcesOfACardWhollyBeyondThemAreSeeAlsoAfterTheApplePage() throws {
        #expect(try sheet().contains("*See also · “Notes on UIViewController” · <\(applePage)>*"))
        #expect(try sheet(.zh).contains("*另见 · 《UIViewController 笔记》 · <\(applePage)>*"))
    }
}
