import DisplayWidth
import Foundation
import Testing

/// What a person sees on a real (pseudo-)terminal of 80 and 120 columns, in both languages.
@Suite struct TerminalWidthTests {
    /// The screen as lines of text: control sequences (colour, the line editor's erase-line) left
    /// out, and each carriage return starting a new segment, which a terminal draws over the same
    /// line from its first column.
    private func plain(_ screen: String) -> String {
        screen.replacingOccurrences(of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "", options: .regularExpression)
            .replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
    }

    /// The first seed whose app ordering question has six items, for the answer `6 5 4 3 2 1`:
    /// found, not fixed, so a deck that grows does not change what the tests look at.
    private static let sixItemSeed: String? = {
        guard let cli = try? CLI() else { return nil }
        return (0..<500).lazy.map(String.init).first { seed in
            guard let json = try? cli.run(["quiz", "--kind", "ordering", "--topic", "app", "--seed", seed, "--format", "json"]),
                  let question = try? JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
            else { return false }
            return (question["items"] as? [Any])?.count == 6
        }
    }()

    private func wrongAnswer(columns: Int, language: String) throws -> [String] {
        let run = TerminalRun(columns: columns)
        let result = try run.run(try CLI(), ["quiz", "-n", "1", "--kind", "ordering", "--topic", "app", "--seed", try #require(Self.sixItemSeed),
                                             "--lang", language], input: "6 5 4 3 2 1\n")
        #expect(result.status == 0)
        return plain(result.screen).components(separatedBy: "\n")
    }

    @Test(arguments: [(80, "zh"), (80, "en"), (120, "zh"), (120, "en")])
    func theAnswerTableFitsTheTerminalAndKeepsItsColumns(columns: Int, language: String) throws {
        let lines = try wrongAnswer(columns: columns, language: language)
        for line in lines { #expect(displayColumns(of: line) <= columns, "\(displayColumns(of: line)) columns: \(line)") }
        let header = try #require(lines.first { $0.contains(language == "zh" ? "正确顺序" : "true order") })
        let trueOrder = displayColumns(of: header.components(separatedBy: language == "zh" ? "正确顺序" : "true order")[0])
        // Every row's mark sits just before the true-order column, so the header lines up with it,
        // and a continuation line of a wrapped cell never starts in column 1.
        let rows = lines.drop { $0 != header }.dropFirst().prefix { !$0.isEmpty }
        #expect(rows.count >= 5)
        for row in rows {
            #expect(row.hasPrefix(" "), "a row starts in column 1: \(row)")
            if let mark = row.firstIndex(where: { $0 == "✗" || $0 == "✓" }) {
                #expect(displayColumns(of: row[..<mark]) + 2 == trueOrder, "misaligned: \(row)")
            }
        }
    }

    /// `list` on 80 columns: a method's details that do not fit wrap under their own column, and
    /// a version stays whole (`iOS 3.0+`).
    @Test(arguments: ["zh", "en"])
    func theMethodListWrapsDetailsInTheirColumn(language: String) throws {
        let result = try TerminalRun(columns: 80).run(try CLI(), ["list", "--class", "UIViewController", "--lang", language], input: "")
        let lines = plain(result.screen).components(separatedBy: "\n").filter { !$0.isEmpty }
        let row = try #require(lines.first { $0.hasPrefix("  viewWillAppear(_:) ") })
        // The name and the spaces after it are ASCII: their characters are their columns.
        let details = row.count - row.dropFirst(2).drop { $0 != " " }.drop { $0 == " " }.count
        let continued = lines.filter { $0.hasPrefix("    ") }
        #expect(!continued.isEmpty, "nothing wrapped at 80 columns")
        for line in lines {
            #expect(displayColumns(of: line) <= 80, "\(line)")
            #expect(!line.hasSuffix("iOS"), "a version split from its iOS: \(line)")
        }
        for line in continued {
            #expect(displayColumns(of: String(line.prefix { $0 == " " })) == details, "not under the details: \(line)")
        }
    }

    /// The short card's pitfall and conflict titles are whole at 80 columns, wrapped with their
    /// ids, never cut in the middle ("Frame-based…iewWillAppear(_:)").
    @Test(arguments: ["zh", "en"])
    func theShortCardKeepsTitlesWhole(language: String) throws {
        let result = try TerminalRun(columns: 80).run(try CLI(), ["show", "viewWillAppear", "--lang", language, "--no-pager"], input: "")
        let screen = plain(result.screen)
        #expect(!screen.contains("…"), "\(screen)")
        let flowing = screen.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(flowing.contains(language == "en" ? "Overriding an appearance callback without calling super appearance.forgetting-super"
                                                  : "appearance.forgetting-super"), "\(screen)")
    }

    @Test func pipedOutputIsNotWrapped() throws {
        let result = try CLI().run(["quiz", "-n", "1", "--kind", "ordering", "--topic", "app", "--seed", try #require(Self.sixItemSeed)], input: "6 5 4 3 2 1\n")
        #expect(result.stdout.contains("true order"))
        #expect(result.stdout.components(separatedBy: "\n").contains { displayColumns(of: $0) > 120 })
    }
}

/// simulate's text (with --explain) and its rules fit the terminal; piped, they are whole lines.
@Suite struct SimulateWidthTests {
    @Test(arguments: [(80, "zh"), (80, "en"), (120, "zh")])
    func explainedTracesFitTheTerminal(columns: Int, language: String) throws {
        let result = try TerminalRun(columns: columns).run(try CLI(), [
            "simulate", "--steps", "launch nav(主页); push B", "--explain", "--lang", language,
        ])
        #expect(result.status == 0)
        let lines = result.screen.components(separatedBy: "\n")
        #expect(lines.contains { $0.hasPrefix("主页 viewWillDisappear") })
        // A web address longer than the line is the one thing left whole, on a line of its own.
        for line in lines where !Self.isLoneAddress(line) {
            #expect(displayColumns(of: line) <= columns, "\(displayColumns(of: line)) columns: \(line)")
        }
    }

    /// At 80 columns a compare row keeps its callback's name whole and puts the version rule on
    /// a line of its own under it; at 120 the rule ends the row.
    @Test(arguments: [(80, "zh"), (80, "en"), (120, "en")])
    func compareRowsKeepNamesWhole(columns: Int, language: String) throws {
        let result = try TerminalRun(columns: columns).run(try CLI(), [
            "simulate", "--steps", "launch A; receive notification; pullDown notificationCenter", "--compare", "9,10,11,18",
            "--only", "app", "--lang", language,
        ])
        #expect(result.status == 0)
        // Colours and carriage returns out: the lines as the terminal shows them.
        let lines = result.screen.replacingOccurrences(of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "", options: .regularExpression)
            .replacingOccurrences(of: "\r", with: "").components(separatedBy: "\n")
        for line in lines { #expect(displayColumns(of: line) <= columns, "\(displayColumns(of: line)) columns: \(line)") }
        let row = try #require(lines.first { $0.hasPrefix("≠ App userNotificationCenter(_:willPresent:withCompletionHandler:)") })
        let next = lines[try #require(lines.firstIndex(of: row)) + 1]
        if columns == 80 {
            #expect(next.trimmingCharacters(in: .whitespaces) == "↳ userNotifications (iOS 10+)", "\(next)")
        } else {
            #expect(row.hasSuffix("userNotifications (iOS 10+)"), "\(row)")
        }
    }

    /// An address with, set apart by a space, the punctuation that closes it (`… ；`).
    private static func isLoneAddress(_ line: String) -> Bool {
        let words = line.trimmingCharacters(in: .whitespaces).split(separator: " ")
        return words.first?.hasPrefix("http") == true && words.dropFirst().allSatisfy { $0.allSatisfy { "。，、；：！？）」』】》]".contains($0) } }
    }

    @Test func pipedTracesAreNotWrapped() throws {
        let result = try CLI().run(["simulate", "--steps", "launch nav(A); push B", "--explain"])
        let explanations = result.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("    ↳ ") }
        // Whole on one line: ending with its evidence, or, where the rule was already explained in
        // the step, with the pointer to that line.
        #expect(explanations.contains { $0.hasSuffix("]") } && explanations.allSatisfy { $0.hasSuffix("]") || $0.hasSuffix(" above") })
    }
}

/// Chinese typesetting: a wrapped line never starts with closing punctuation.
@Suite struct ChineseLineBreakTests {
    @Test(arguments: [80, 100, 120])
    func noLineStartsWithClosingPunctuation(columns: Int) throws {
        let result = try TerminalRun(columns: columns).run(try CLI(), [
            "simulate", "--steps", "launch nav(主页); push B; pop", "--explain", "--lang", "zh",
        ])
        #expect(result.status == 0)
        for line in result.screen.components(separatedBy: "\n") {
            let start = line.drop { $0 == " " }.first
            #expect(start.map { !"。，、；：！？）」』】》".contains($0) } ?? true, "starts with punctuation: \(line)")
        }
    }
}
