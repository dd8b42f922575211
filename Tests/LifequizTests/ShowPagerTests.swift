import Foundation
import Testing

/// `show` on a terminal goes through a pager chosen as git chooses it; never when piped.
@Suite struct ShowPagerTests {
    /// A directory with stand-in programs that mark what they page, named as the real ones.
    private func fakePrograms(in cli: CLI, _ names: [String]) throws -> String {
        let directory = cli.home.appending(path: "bin")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for name in names {
            let file = directory.appending(path: name)
            try "#!/bin/sh\nsed \"s/^/\(name) $*|/\"\n".write(to: file, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
        }
        return directory.path + ":/usr/bin:/bin"
    }

    @Test func onATerminalTheCardGoesThroughPAGER() throws {
        let cli = try CLI()
        let shown = try ScriptTerminal(cli: cli).run(["show", "viewDidLoad"], environment: ["PAGER": "sed s/^/paged:/"])
        #expect(shown.status == 0)
        let lines = shown.stdout.split(separator: "\n")
        #expect(lines.count > 10)
        #expect(lines.allSatisfy { $0.hasPrefix("paged:") })
    }

    @Test func withoutPAGERItIsLessQuittingIfOneScreenKeepingColour() throws {
        let cli = try CLI()
        let path = try fakePrograms(in: cli, ["less"])
        let shown = try ScriptTerminal(cli: cli).run(["show", "viewDidLoad"], environment: ["PATH": path])
        #expect(shown.stdout.split(separator: "\n").first?.hasPrefix("less -FRX|") == true)
    }

    /// A pager reads the keyboard: outside the terminal's foreground process group it is stopped
    /// at its first read, and `show` seems to hang. It must run in lifequiz's own group.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/stat")))
    func thePagerRunsInTheTerminalsForegroundProcessGroup() throws {
        let cli = try CLI()
        let directory = cli.home.appending(path: "bin")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let pager = directory.appending(path: "less")
        // Fields 5 and 8 of /proc/PID/stat: the process group, and the terminal's foreground group.
        try "#!/bin/sh\nset -- $(cat /proc/$$/stat)\necho \"group $5 foreground $8\"\ncat >/dev/null\n".write(to: pager, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: pager.path)
        let shown = try ScriptTerminal(cli: cli).run(["show", "viewDidLoad"], environment: ["PATH": directory.path + ":/usr/bin:/bin"])
        let report = try #require(shown.stdout.split(separator: "\n").first { $0.hasPrefix("group ") }).split(separator: " ")
        #expect(report.count == 4 && report[1] == report[3], "\(report)")
    }

    @Test func catEmptyOrNoPagerPrintsStraightToTheTerminal() throws {
        let cli = try CLI()
        // A `cat` that marks its output would show if lifequiz ran PAGER=cat.
        let path = try fakePrograms(in: cli, ["cat", "less"])
        let terminal = ScriptTerminal(cli: cli)
        for (environment, arguments) in [(["PAGER": "cat"], []), (["PAGER": ""], []), (["PAGER": "less"], ["--no-pager"])] {
            let shown = try terminal.run(["show", "viewDidLoad"] + arguments, environment: environment.merging(["PATH": path]) { a, _ in a })
            #expect(shown.stdout.hasPrefix("UIViewController.viewDidLoad()"), "\(environment) \(arguments)")
        }
    }

    /// At 80 columns a conflict's title is whole, its id after it; where they wrap, the card lists
    /// one conflict and says how many there are.
    @Test func onAnEightyColumnTerminalAConflictsTitleIsWholeWithItsID() throws {
        for language in ["en", "zh"] {
            let shown = try ScriptTerminal(cli: CLI()).run(["show", "viewDidLoad", "--lang", language], environment: ["PAGER": "cat"])
            let flowing = shown.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.joined(separator: " ")
            #expect(!flowing.contains("…"), "\(language): a title cut short")
            #expect(flowing.contains(language == "en" ? "(1 of 10)" : "（1/10）"), "\(language): \(flowing)")
            #expect(flowing.contains("conflict.push-order") && !flowing.contains("conflict.view-did-load-once"), "\(language)")
        }
    }

    /// The short card is about one screen: 23 lines leave the 24th row for the prompt, and a
    /// title that needs a second line may take one or two more (titles are never cut).
    @Test(arguments: ["en", "zh"])
    func theShortCardFitsAnEightyByTwentyFourScreen(language: String) throws {
        let terminal = ScriptTerminal(cli: try CLI())
        for method in ["viewDidLoad", "loadView", "viewWillAppear", "layoutSubviews", "application(_:didFinishLaunchingWithOptions:)"] {
            let shown = try terminal.run(["show", method, "--lang", language], environment: ["PAGER": "cat"])
            let lines = shown.stdout.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            let used = lines.lastIndex { !$0.isEmpty }.map { $0 + 1 } ?? 0
            #expect(shown.status == 0 && used <= 25, "\(method) \(language): \(used) lines")
        }
    }

    @Test func pipedOutputIsNeverPaged() throws {
        var cli = try CLI()
        cli.environment["PAGER"] = "sed s/^/paged:/"
        let piped = try cli.run(["show", "viewDidLoad", "--full"])
        #expect(piped.status == 0 && !piped.stdout.contains("paged:"))
    }

    @Test func aPagerThatIsNotInstalledDoesNotSwallowTheCard() throws {
        let shown = try ScriptTerminal(cli: CLI()).run(["show", "viewDidLoad"], environment: ["PAGER": "no-such-pager -x"])
        #expect(shown.status == 0 && shown.stdout.hasPrefix("UIViewController.viewDidLoad()"))
    }
}
