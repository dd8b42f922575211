import Foundation
import Testing

/// What users read in `--help` is kept as files under Snapshots/: a change to it shows up as a
/// diff in review. Set LIFEQUIZ_RECORD_SNAPSHOTS=1 to rewrite them after an intended change.
@Suite struct HelpSnapshotTests {
    static let commands: [[String]] = [
        [], ["simulate"], ["learn"], ["quiz"], ["answer"], ["study"], ["stats"], ["show"], ["search"], ["export"],
    ]

    @Test(arguments: commands)
    func helpMatchesItsSnapshot(_ command: [String]) throws {
        var cli = try CLI()
        cli.environment["COLUMNS"] = "100"
        let help = try cli.run(command + ["--help"]).stdout
        let name = (["lifequiz"] + command).joined(separator: "-") + ".txt"
        let snapshot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Snapshots/\(name)")
        if ProcessInfo.processInfo.environment["LIFEQUIZ_RECORD_SNAPSHOTS"] == "1" {
            try help.write(to: snapshot, atomically: true, encoding: .utf8)
        }
        let recorded = try String(contentsOf: snapshot, encoding: .utf8)
        #expect(help == recorded, "help of '\(command.joined(separator: " "))' changed; record again if intended")
    }
}
