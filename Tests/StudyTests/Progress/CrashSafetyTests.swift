import Foundation
import GRDB
import Testing
import TestSupport
@testable import Study

/// A lifequiz killed while it writes answers (kill -9, a crash, a power cut of the process) must
/// leave a database that opens, with every answer it had committed, each one whole.
///
/// The writer has to be another process running our code, and the only executable of ours a test
/// has is this test bundle: the test relaunches it, running only `childWritesAnswersUntilKilled`,
/// which is skipped in every other run.
struct CrashSafetyTests {
    static let childVariable = "LIFEQUIZ_CRASH_TEST_PROGRESS"
    static let childPath = ProcessInfo.processInfo.environment[childVariable]
    static let cards = (0..<8).map { StudyCard.fact("crash-\($0)") }
    static let committedBeforeKill = 200

    @Test(.enabled(if: childPath == nil))
    func killedWriterLeavesAnOpenableDatabaseWithEveryCommittedAnswer() throws {
        let folder = try TemporaryDirectory()
        let url = folder.file("progress.sqlite")
        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        child.arguments = Self.relaunchArguments(running: "childWritesAnswersUntilKilled")
        child.environment = ProcessInfo.processInfo.environment.merging([Self.childVariable: url.path]) { $1 }
        child.standardOutput = FileHandle.nullDevice
        child.standardError = FileHandle.nullDevice
        try child.run()
        defer { if child.isRunning { kill(child.processIdentifier, SIGKILL) } }

        let committed = try Self.waitForAnswers(atLeast: Self.committedBeforeKill, at: url, writtenBy: child)
        kill(child.processIdentifier, SIGKILL)
        child.waitUntilExit()
        #expect(child.terminationReason == .uncaughtSignal)

        let store = try ProgressStore.open(at: url, create: false)  // checks integrity on opening
        let survived = try store.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM review") } ?? 0
        #expect(survived >= committed)
        for card in Self.cards {
            #expect(try ReplayCheck.storedScheduleMatchesLog(card.id, in: store), "\(card.id)")
        }
    }

    @Test(.enabled(if: childPath != nil, "the writer process of the crash test; runs only when it launches it"))
    func childWritesAnswersUntilKilled() throws {
        let store = try ProgressStore.open(at: URL(fileURLWithPath: try #require(Self.childPath)))
        let start = Date(timeIntervalSince1970: 1_767_600_000)
        try store.introduce(Self.cards, at: start)
        // Bounded, in case the parent dies before killing it.
        for index in 0..<1_000_000 {
            let card = Self.cards[index % Self.cards.count]
            try store.record(Answer(cardID: card.id, rating: Rating.allCases[index % 4], response: "#\(index)"),
                             at: start + Double(index) * 600)
        }
    }

    /// This bundle's own arguments (so the same test library runs), filtered to one test.
    static func relaunchArguments(running test: String) -> [String] {
        var arguments: [String] = []
        var rest = CommandLine.arguments.dropFirst()[...]
        while let argument = rest.popFirst() {
            if ["--filter", "--skip"].contains(argument) { _ = rest.popFirst() } else { arguments.append(argument) }
        }
        return arguments + ["--filter", "CrashSafetyTests/\(test)"]
    }

    /// Polls the file until the child has committed `count` answers; returns how many it saw.
    static func waitForAnswers(atLeast count: Int, at url: URL, writtenBy child: Process) throws -> Int {
        let deadline = Date().addingTimeInterval(120)
        var reader: DatabaseQueue?
        while Date() < deadline {
            guard child.isRunning else { throw FixtureError("the writer process exited early (status \(child.terminationStatus))") }
            if reader == nil, FileManager.default.fileExists(atPath: url.path) {
                reader = try? DatabaseQueue(path: url.path, configuration: ProgressStore.makeConfiguration())
            }
            if let seen = try? reader?.read({ try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM review") }) ?? 0,
               seen >= count {
                return seen
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw FixtureError("the writer process committed fewer than \(count) answers in 120 s")
    }
}
