import Foundation
import Testing

/// Every flag is honoured or refused with a message, never silently ignored.
@Suite struct ConsistentFlagsTests {
    @Test(arguments: ["lanes", "mermaid"])
    func explainIsRefusedWhereTheFormatHasNoRoomForIt(format: String) throws {
        let result = try CLI().run(["simulate", "--steps", "launch A", "--format", format, "--explain"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--explain") && result.stderr.contains("--format \(format)"))
        #expect(result.stdout.isEmpty)
    }

    /// A mistyped choice (`--topic navigaton`) is refused with the choice it likely meant, in
    /// the reader's language; a word near none is refused without a guess.
    @Test(arguments: [("en", "Did you mean 'navigation'?"), ("zh", "是不是想写 “navigation”？")])
    func aMistypedChoiceSuggestsTheNearestOne(language: String, suggestion: String) throws {
        let typo = try CLI().run(["quiz", "--topic", "navigaton", "--lang", language])
        #expect(typo.status == 64 && typo.stderr.contains(suggestion), "\(typo.stderr)")
        let far = try CLI().run(["quiz", "--topic", "zzzzzz", "--lang", language])
        #expect(far.status == 64 && !far.stderr.contains("'navigation'?") && !far.stderr.contains("'navigation'？"))
    }

    /// A mistyped command (`lifequiz lern`) is refused with the command it likely meant, in the
    /// reader's language (twenty-second review C); a word near no command gets no guess.
    @Test(arguments: [("en", "Did you mean 'learn'?"), ("zh", "是不是想写 “learn”？")])
    func aMistypedCommandSuggestsTheNearestOne(language: String, suggestion: String) throws {
        let typo = try CLI().run(["--lang", language, "lern"])
        #expect(typo.status == 64 && typo.stderr.contains(suggestion), "\(typo.stderr)")
        let far = try CLI().run(["--lang", language, "xyzzy"])
        #expect(far.status == 64 && !far.stderr.contains("learn"), "\(far.stderr)")
        // With the command's arguments after it, the suggestion is the same (twenty-third review W8).
        let withArguments = try CLI().run(["--lang", language, "lern", "--new", "5"])
        #expect(withArguments.status == 64 && withArguments.stderr.contains(suggestion), "\(withArguments.stderr)")
    }

    @Test func explainWorksWithJSON() throws {
        let result = try CLI().run(["simulate", "--steps", "launch A", "--format", "json", "--explain"])
        #expect(result.status == 0 && result.stdout.contains("\"evidence\""))
    }

    @Test func rulesRefuseLanesAndMermaid() throws {
        let result = try CLI().run(["simulate", "--rules", "--format", "mermaid"])
        #expect(result.status == 64 && result.stderr.contains("--rules"))
    }

    /// Both sessions talk to a person; `learn` used to run its text session anyway (thirtieth review W2).
    @Test(arguments: ["study", "learn"])
    func aSessionRefusesJSONAndSaysWhatToUseInstead(_ command: String) throws {
        let result = try CLI().run([command, "--format", "json"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("\(command) is an interactive session") && result.stderr.contains("lifequiz quiz --format json"))
    }

    @Test func refusalsAreInTheUsersLanguage() throws {
        let result = try CLI().run(["study", "--format", "json", "--lang", "zh"])
        #expect(result.status == 64 && result.stderr.contains("交互式"))
    }

    @Test func mermaidAliasesParticipantsNamedLikeItsKeywords() throws {
        let result = try CLI().run(["simulate", "--steps", "launch nav(end); push B", "--format", "mermaid"])
        #expect(result.status == 0)
        let lines = result.stdout.components(separatedBy: "\n")
        let declaration = try #require(lines.first { $0.hasSuffix(" as end") })
        let id = declaration.components(separatedBy: " ")[5]
        #expect(!lines.contains("    participant end"))
        #expect(lines.contains { $0.hasPrefix("    UIKit->>\(id): ") })
        #expect(!lines.contains { $0.hasPrefix("    UIKit->>end:") })
    }

    @Test func oneDeckIsOneDeck() throws {
        let cli = try CLI()
        let file = cli.home.appending(path: "uiview.tsv").path
        let result = try cli.run(["export", "--format", "tsv", "-o", file, "--topic", "uiview"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("1 deck)"), "\(result.stdout)")
    }
}

/// Colour follows isatty, NO_COLOR and TERM=dumb in every command, seen on a real terminal.
@Suite struct TerminalColourTests {
    private func colours(_ arguments: [String], _ environment: [String: String]) throws -> Bool {
        let result = try TerminalRun(columns: 100, environment: environment).run(try CLI(), arguments)
        #expect(result.status == 0, "\(result.screen)")
        return result.screen.contains("\u{1B}[")
    }

    @Test(arguments: [["search", "viewDidLoad"], ["list", "--class", "UIView"], ["simulate", "--steps", "launch A"]])
    func aTerminalGetsColourButNotWhenDumbOrNoColor(arguments: [String]) throws {
        #expect(try colours(arguments, ["TERM": "xterm-256color"]) == (arguments[0] != "simulate"))
        #expect(try !colours(arguments, ["TERM": "dumb"]))
        #expect(try !colours(arguments, ["TERM": "xterm-256color", "NO_COLOR": "1"]))
    }
}
