import Foundation
import KnowledgeBase
import Study
import DisplayWidth
import Testing
@testable import lifequiz

/// `lifequiz stats` as text in both languages, from the figures StudyTests checks as JSON
/// (Tests/StudyTests/Stats/Snapshots/stats.scenario.json, a few weeks of study).
@Suite struct StatsViewTests {
    static func scenario() throws -> ProgressStats {
        let json = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "StudyTests/Stats/Snapshots/stats.scenario.json")
        return try JSONDecoder().decode(ProgressStats.self, from: Data(contentsOf: json))
    }

    @Test(arguments: [Language.en, .zh])
    func statsTextMatchesItsSnapshot(_ language: Language) throws {
        let text = StatsView(stats: try Self.scenario(), console: Console(format: .text, language: language)).text + "\n"
        try TranscriptSnapshot.assert(text, named: "stats-scenario-\(language.rawValue).txt")
    }

    /// On an 80-column terminal a row too long for it goes on under its value, never past the
    /// edge, in both languages (the line of today's new cards with a quiz's among them).
    @Test(arguments: [Language.en, .zh])
    func aLongRowWrapsUnderItsValue(_ language: Language) throws {
        // The figures' rows: the lines before the first blank one.
        let rows = StatsView(stats: try Self.scenario(), console: Console(format: .text, language: language), width: 40).text
            .split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }
        #expect(rows.allSatisfy { String($0).displayWidth <= 40 }, "\(rows)")
        let due = try #require(rows.firstIndex { $0.hasPrefix(Console(format: .text, language: language).localized("stats.due-today")) })
        let column = rows[due + 1].prefix { $0 == " " }.count
        #expect(column >= 8 && rows[due + 1].count > column, "\(rows)")
    }

    @Test func chineseStatsHaveNoEnglishWords() throws {
        let text = StatsView(stats: try Self.scenario(), console: Console(format: .text, language: .zh)).text
        // Method ids, topic ids and the time zone are names, not words to translate.
        let names = try Self.scenario().weakestMethods.map(\.id) + Self.scenario().weakestTopics.map(\.id) + ["Europe/Paris"]
        var rest = text
        for name in names { rest = rest.replacingOccurrences(of: name, with: "") }
        #expect(rest.range(of: "[A-Za-z]{2,}", options: .regularExpression) == nil, "\(rest)")
    }

    /// Before any card has graduated there is no weakest method to list: the text says when
    /// they come, in both languages.
    @Test(arguments: [(Language.en, "Weakest methods and topics"), (.zh, "最薄弱的方法和主题")])
    func aBeginnerIsToldWhenTheWeakestMethodsCome(language: Language, expected: String) throws {
        let store = try ProgressStore.inMemory()
        let now = Date(timeIntervalSince1970: 1_767_600_000)
        try store.introduce([StudyCard(id: "fact:a", kind: "fact", topic: "loading", methodIDs: [])], at: now)
        let stats = try store.stats(at: now, calendar: Calendar(identifier: .gregorian))
        let text = StatsView(stats: stats, console: Console(format: .text, language: language)).text
        #expect(stats.weakestMethods.isEmpty && text.contains(expected), "\(text)")
    }

    @Test func theChartHasABarPerDayAndTheBusiestDayFillsIt() {
        let lines = ReviewChart(width: 8).lines([DailyReviews(date: "2026-03-08", reviews: 16),
                                                 DailyReviews(date: "2026-03-09", reviews: 0),
                                                 DailyReviews(date: "2026-03-10", reviews: 5)])
        #expect(lines == ["03-08 │████████ 16", "03-09 │          0", "03-10 │██▌       5"])
        #expect(ReviewChart(width: 10).bar(1, of: 1000) == "▏")
        #expect(!ReviewChart(width: 8, colored: true).lines([DailyReviews(date: "2026-03-10", reviews: 0)]).joined().contains("\u{1B}"))
    }
}
