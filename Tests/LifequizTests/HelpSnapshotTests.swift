import Foundation
import TestSupport
import Testing

/// What users read in `--help` and what their shells load for completion is kept as files under
/// Snapshots/: a change to it shows up as a diff in review. After an intended change, run the
/// tests once with SNAPSHOT_TESTING_RECORD=all (they fail while recording), review, run again.
@Suite struct HelpSnapshotTests {
    static let commands: [[String]] = [
        [], ["show"], ["search"], ["list"], ["sources"], ["conflicts"], ["simulate"], ["check"], ["probe"], ["learn"], ["quiz"], ["answer"],
        ["study"], ["stats"], ["export"],
    ]

    @Test(arguments: commands)
    func helpMatchesItsSnapshot(_ command: [String]) throws {
        let result = try Self.cli().run(command + ["--help"])
        #expect(result.status == 0, "\(result.stderr)")
        TextSnapshot.expect(result.stdout, named: (["lifequiz"] + command).joined(separator: "-"), group: "help")
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScriptMatchesItsSnapshot(_ shell: String) throws {
        let result = try Self.cli().run(["--generate-completion-script", shell])
        #expect(result.status == 0, "\(result.stderr)")
        TextSnapshot.expect(result.stdout, named: shell, group: "completion")
    }

    /// argument-parser lists an option's values itself; a help text that lists them too says it twice.
    @Test func quizHelpListsTheTopicAndKindValuesOnce() throws {
        let help = try Self.cli().run(["quiz", "--help"]).stdout
        #expect(help.components(separatedBy: "rotation, memory").count - 1 == 1, "\(help)")
        #expect(help.components(separatedBy: "truth, missing").count - 1 == 1, "\(help)")
    }

    /// A fixed width, so the wrapping does not depend on the terminal the tests run in.
    private static func cli() throws -> CLI {
        var cli = try CLI()
        cli.environment["COLUMNS"] = "100"
        return cli
    }
}
