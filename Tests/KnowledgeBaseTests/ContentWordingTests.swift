import EmbeddedContent
import Foundation
import Testing
@testable import KnowledgeBase

/// The house style of Content/ (issue 11): what learners study talks about UIKit, never about the
/// documents it was drawn from, and no Chinese text is a near copy of a seed passage.
struct ContentWordingTests {
    private static let content = try! Content(documents: EmbeddedContent.documents)

    /// Every text a learner reads as a card, a question, an explanation or a `show` page, named by
    /// where it lives.
    private static var learnerTexts: [(place: String, text: LocalizedText)] {
        content.methods.map { ("\($0.id) when", $0.when) }
            + content.facts.map { ($0.id, $0.text) }
            + content.pitfalls.flatMap { pitfall in
                [("\(pitfall.id) title", pitfall.title), ("\(pitfall.id) symptom", pitfall.symptom),
                 ("\(pitfall.id) cause", pitfall.cause), ("\(pitfall.id) fix", pitfall.fix)]
                    + (pitfall.snippet.map { [("\(pitfall.id) snippet", LocalizedText(zh: $0.zh, en: $0.en))] } ?? [])
                    + (pitfall.fixSnippet.map { [("\(pitfall.id) fixSnippet", LocalizedText(zh: $0.zh, en: $0.en))] } ?? [])
            }
            + content.scenarios.map { ("\($0.id) title", $0.title) }
            + content.traces.map { ("\($0.id) title", $0.title) }
            + content.lessons.flatMap { [("\($0.id) title", $0.title), ("\($0.id) intro", $0.intro)] }
    }

    /// Source names, file names, line numbers and "beyond the seeds" notes. Knowledge from
    /// elsewhere says so with "(Per Apple's documentation.)", "(As logged on devices.)" or "(As logged
    /// by developers.)".
    private static let sourceJargon = #"(?i)\bseeds?\b|种子|资料\s*0\d\d|资料之外|\b00[0-4]\b|\.txt|\blines? \d|第\s*\d+\s*(-\s*\d+\s*)?行|beyond the (seeds?|sources?|documents?)|\bthe author\b|作者|原文|文中"#

    @Test func learnerTextsTalkAboutUIKitNotAboutTheSources() {
        var found: [String] = []
        for (place, text) in Self.learnerTexts {
            for language in [Language.zh, .en] {
                if let range = text[language].range(of: Self.sourceJargon, options: .regularExpression) {
                    found.append("\(place) (\(language)): «\(text[language][range])» in \(text[language].prefix(80))…")
                }
            }
        }
        #expect(found.isEmpty, "\(found.count) text(s):\n\(found.joined(separator: "\n"))")
    }

    /// Conflicts are about the documents, so they name them, always the same way: 资料 002 / source 002.
    @Test func conflictsNameTheirSourcesInTheHouseStyle() {
        let offStyle = #"(?i)\bseeds?\b|种子|\.txt|文章\s*0\d\d"#
        var found: [String] = []
        for conflict in Self.content.conflicts {
            let texts = [conflict.title, conflict.explanation] + conflict.claims.map(\.claim)
            for text in texts {
                for language in [Language.zh, .en] where text[language].range(of: offStyle, options: .regularExpression) != nil {
                    found.append("\(conflict.id) (\(language)): \(text[language].prefix(80))…")
                }
            }
        }
        #expect(found.isEmpty, "\(found.count) text(s):\n\(found.joined(separator: "\n"))")
    }

    /// Facts carry over from the seeds, sentences do not. A Chinese text is a near copy when most
    /// of its character trigrams appear in one six-line seed passage, or when it shares a run of
    /// ten or more Chinese characters with a seed.
    @Test func noChineseTextIsANearCopyOfASeedPassage() throws {
        let seeds = try SeedPassages.load()
        let conflictTexts = Self.content.conflicts.flatMap { [$0.title, $0.explanation] + $0.claims.map(\.claim) }
        var found: [String] = []
        for (place, text) in Self.learnerTexts + conflictTexts.map({ ("conflict", $0) }) {
            if let copy = seeds.nearCopy(of: text.zh) { found.append("\(place): \(copy) — \(text.zh.prefix(60))…") }
        }
        #expect(found.isEmpty, "\(found.count) near cop(ies):\n\(found.joined(separator: "\n"))")
    }

    /// The detector itself: a sentence of seed 000 rephrased only by punctuation is caught, our
    /// own wording of the same fact is not.
    @Test func theNearCopyCheckCatchesACopyAndPassesOwnWords() throws {
        let seeds = try SeedPassages.load()
        let seedLine = try #require(seeds.lines(of: "000").first { SeedPassages.chinese($0).count >= 16 })
        #expect(seeds.nearCopy(of: seedLine + "。") != nil)
        #expect(seeds.nearCopy(of: "控制器的视图是懒加载的：第一次读取 view 时才创建。") == nil)
    }
}
