import Foundation
import Testing

@Suite struct PortabilityTests {
    /// The content and schema are compiled in: the binary needs nothing from its build folder.
    @Test func aCopiedBinaryBuildsItsDatabaseAndAnswers() throws {
        let cli = try CLI()
        let copy = cli.home.appending(path: "bin/lifequiz")
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CLI.binary, to: copy)
        var sandbox = cli
        sandbox.environment["LIFEQUIZ_HOME"] = cli.home.appending(path: "data").path
        let result = try sandbox.run(["show", "viewDidLoad"], binary: copy)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("viewDidLoad"))
        #expect(FileManager.default.fileExists(atPath: cli.home.appending(path: "data/knowledge.sqlite").path))
    }

    static let commands = [["show", "viewDidLoad"], ["quiz", "-n", "1", "--seed", "1", "--no-record"], ["stats"]]

    @Test func outputIsPlainWhenPiped() throws {
        var cli = try CLI()
        cli.environment["TERM"] = "xterm-256color"
        for arguments in Self.commands {
            let result = try cli.run(arguments, input: "1\n")
            #expect(!result.stdout.isEmpty, "\(arguments) printed nothing: \(result.stderr)")
            #expect(!result.stdout.contains("\u{1B}["), "\(arguments) printed escape codes into a pipe")
        }
    }

    /// The same command on a real (pseudo-)terminal: colour, unless NO_COLOR or TERM=dumb says no.
    @Test func outputIsColouredOnATerminal() throws {
        var cli = try CLI()
        cli.environment["TERM"] = "xterm-256color"
        let result = try cli.runOnTerminal(["show", "viewDidLoad"])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("viewDidLoad"))
        #expect(result.output.contains("\u{1B}["), "no escape codes on a terminal: \(result.output)")
    }

    @Test(arguments: [("NO_COLOR", "1"), ("TERM", "dumb")])
    func outputIsPlainOnATerminalThatAsksForNoColour(variable: String, value: String) throws {
        var cli = try CLI()
        cli.environment["TERM"] = "xterm-256color"
        // The pager is tested in ShowPagerTests; here only lifequiz's own output is looked at.
        cli.environment["PAGER"] = "cat"
        cli.environment[variable] = value
        for arguments in Self.commands {
            let result = try cli.runOnTerminal(arguments, input: "1\n" + PseudoTerminal.endOfInput)
            #expect(result.output.contains("viewDidLoad") || arguments[0] != "show", "\(arguments): \(result.output)")
            // NO_COLOR forbids colour (the line editor may still move the cursor); a dumb terminal
            // gets no escape codes at all.
            let forbidden = variable == "TERM" ? "\u{1B}\\[" : "\u{1B}\\[[0-9;]*m"
            #expect(result.output.range(of: forbidden, options: .regularExpression) == nil,
                    "\(arguments) with \(variable)=\(value) printed escape codes")
        }
    }

    @Test func aForeignDatabaseIsRefusedAndLeftUntouched() throws {
        let cli = try CLI()
        let foreign = cli.home.appending(path: "notes.sqlite")
        let bytes = Data("SQLite format 3\u{0}".utf8) + Data(repeating: 7, count: 4096)
        try bytes.write(to: foreign)
        let result = try cli.run(["show", "viewDidLoad", "--db", foreign.path])
        #expect(result.status != 0)
        #expect(result.stderr.contains(foreign.path))
        #expect(try Data(contentsOf: foreign) == bytes)
    }
}
