import Foundation
import Testing
import TestSupport

/// scripts/setup picks the package manager by platform; `--dry-run` shows the choice without installing.
@Suite struct SetupScriptTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appending(path: "scripts/setup").path

    /// What this machine is, found another way than the script does (which reads /etc/os-release).
    static var expectedPlatform: String {
        #if os(macOS)
        return "macos"
        #else
        return FileManager.default.fileExists(atPath: "/etc/debian_version") ? "debian" : "other"
        #endif
    }

    @Test func dryRunNamesThisMachinesPlatform() throws {
        let result = try ProcessRunner.run(Self.script, ["--dry-run"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(whereSeparator: \.isNewline).map(String.init)
        #expect(lines.first == "platform: \(Self.expectedPlatform)")
        let plan = try #require(lines.dropFirst().first)
        #expect(plan == "nothing to install" || plan.hasPrefix("would "), "\(plan)")
    }

    @Test func anUnknownArgumentIsAUsageError() throws {
        let result = try ProcessRunner.run(Self.script, ["--now"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("usage: scripts/setup [--dry-run]"))
        #expect(result.stdout.isEmpty)
    }
}
