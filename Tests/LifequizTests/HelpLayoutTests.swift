import DisplayWidth
import Foundation
import Testing

/// Help written for an 80-column terminal: argument-parser rewraps any discussion line wider
/// than the terminal, which turns a table or an example into fragments. Prose may wrap; every
/// indented line (tables, examples) must show whole at 80 columns.
@Suite struct HelpLayoutTests {
    /// The discussion: after the overview paragraph, before USAGE.
    private func discussion(_ command: String, columns: Int) throws -> String {
        let result = try TerminalRun(columns: columns).run(try CLI(), [command, "--help"])
        let screen = result.screen
        guard let usage = screen.range(of: "USAGE:"), let overviewEnd = screen.range(of: "\n\n") else { return screen }
        return String(screen[overviewEnd.upperBound..<usage.lowerBound])
    }

    @Test(arguments: ["simulate", "answer", "list", "conflicts"])
    func tablesAndExamplesKeepTheirLinesAtEightyColumns(command: String) throws {
        let narrow = Set(try discussion(command, columns: 80).components(separatedBy: "\n"))
        let indented = try discussion(command, columns: 200).components(separatedBy: "\n").filter { $0.hasPrefix("  ") }
        #expect(!indented.isEmpty)
        for line in indented { #expect(narrow.contains(line), "broken at 80 columns: \(line)") }
    }

    /// Chinese help is Chinese, and wrapped by display columns: every line fits 80 columns
    /// (argument-parser alone counts characters, so Chinese lines came out twice too wide).
    @Test(arguments: ["", "show", "search", "list", "sources", "conflicts", "simulate", "check", "probe", "learn", "quiz", "answer", "study", "stats", "export"])
    func chineseHelpIsChineseAndFitsEightyColumns(command: String) throws {
        let arguments = (command.isEmpty ? [] : [command]) + ["--help", "--lang", "zh"]
        let result = try TerminalRun(columns: 80).run(try CLI(), arguments)
        let lines = result.screen.replacingOccurrences(of: "\r", with: "").split(separator: "\n").map(String.init)
        #expect(result.status == 0 && lines.contains { $0.hasPrefix("用法：") })
        let wide = lines.filter { displayColumns(of: $0) > 80 }
        #expect(wide.isEmpty, "wider than 80 columns: \(wide)")
        // The scenario language's table (`page next | page prev | page next cancel`) is code.
        let steps = ["ios", "launch", "push", "pop", "present", "dismiss", "select", "page", "addChild", "addView", "rotate", "background", "receive"]
        let prose = lines.filter { line in !steps.contains { line.hasPrefix("  \($0) ") } }.joined(separator: "\n")
        let english = EnglishSentences.find(in: prose)
        #expect(english.isEmpty, "\(english)")
    }

    /// `lifequiz --lang zh`, the first thing a Chinese reader may type, is the overview in
    /// Chinese, not an unknown option; a language given before the command's name is its language.
    /// `lifequiz cofnig --help` names no command: a usage error, not the overview and success.
    @Test func helpAfterAWordThatIsNoCommandIsAUsageError() throws {
        let result = try CLI().run(["cofnig", "--help"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty && result.stderr.contains("cofnig"), "\(result.stderr)")
        #expect(try CLI().run(["show", "--help"]).status == 0)
    }

    @Test func aLanguageAloneShowsTheOverviewInThatLanguageAndCarriesToTheCommand() throws {
        let overview = try TerminalRun(columns: 80).run(try CLI(), ["--lang", "zh"])
        #expect(overview.status == 0 && overview.screen.contains("概述") && overview.screen.contains("用法："))
        let card = try CLI().run(["--lang", "zh", "show", "viewDidLoad"])
        #expect(card.status == 0 && card.stdout.contains("UIKit 何时调用"))
    }
}
