import Foundation
import Testing

/// The two data files as commands meet them: what is refused (exit 3, naming the file, leaving it
/// as it was), what is rebuilt (the knowledge database, which holds nothing of the user's), and
/// what happens on a full disk.
@Suite struct DataFileCommandTests {
    private func isUntouchedEmptyFile(_ url: URL) -> Bool {
        (try? Data(contentsOf: url))?.isEmpty == true
    }

    @Test func statsRefusesAnEmptyProgressFileAndLeavesItEmpty() throws {
        let cli = try CLI()
        let given = cli.home.appending(path: "given.sqlite")
        try Data().write(to: given)
        try Data().write(to: cli.progressDatabase)
        for arguments in [["stats", "--progress", given.path], ["stats"]] {
            let result = try cli.run(arguments)
            let path = arguments.count > 1 ? given.path : cli.progressDatabase.path
            #expect(result.status == 3, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(path) && result.stderr.contains("the file is empty"), "\(result.stderr)")
        }
        #expect(isUntouchedEmptyFile(given) && isUntouchedEmptyFile(cli.progressDatabase))
    }

    @Test func answerRefusesAnEmptyProgressFile() throws {
        let cli = try CLI()
        try Data().write(to: cli.progressDatabase)
        let result = try cli.recordOneAnswer()
        #expect(result.status == 3, "\(result.stderr)")
        #expect(isUntouchedEmptyFile(cli.progressDatabase))
    }

    /// Runs `body` on a progress database holding one review, made read-only (root included),
    /// and checks that nothing appeared beside it.
    private func withReadOnlyProgress(_ body: (CLI) throws -> Void) throws {
        let cli = try CLI()
        try #require(try cli.recordOneAnswer().status == 0)
        let listing = { try FileManager.default.contentsOfDirectory(atPath: cli.home.path).sorted() }
        let before = try listing()
        let file = try ReadOnlyFile(cli.progressDatabase)
        defer { file.undo() }
        try body(cli)
        #expect(try listing() == before)
    }

    @Test func statsReadsAProgressFileThatCannotBeWrittenAndLeavesNothingBeside() throws {
        try withReadOnlyProgress { cli in
            let total = try cli.totalReviews()
            #expect(total == 1)
        }
    }

    @Test func answerRefusesAProgressFileThatCannotBeWrittenAndLeavesNothingBeside() throws {
        try withReadOnlyProgress { cli in
            let result = try cli.recordOneAnswer()
            #expect(result.status == 3, "\(result.stderr)")
            #expect(result.stderr.contains("read-only") && result.stderr.contains(cli.progressDatabase.path), "\(result.stderr)")
        }
    }

    /// A date in the file with one byte changed: SQLite's quick_check passes, decoding fails.
    @Test func statsReportsAValueThatDoesNotDecodeAsDamage() throws {
        let cli = try CLI()
        try #require(try cli.recordOneAnswer().status == 0)
        var bytes = try Data(contentsOf: cli.progressDatabase)
        let date = try #require(bytes.firstRange(of: Data(Self.currentYear.utf8)))
        bytes[date.lowerBound] = UInt8(ascii: "x")
        try bytes.write(to: cli.progressDatabase)

        let result = try cli.run(["stats"])

        #expect(result.status == 3, "\(result.stderr)")
        #expect(result.stderr.contains("damaged") && result.stderr.contains(cli.progressDatabase.path), "\(result.stderr)")
        #expect(try Data(contentsOf: cli.progressDatabase) == bytes)
    }

    private static var currentYear: String {
        String(Calendar(identifier: .gregorian).component(.year, from: Date()))
    }

    @Test func aDamagedKnowledgeDatabaseIsRebuiltForShowListAndQuiz() throws {
        let cli = try CLI()
        let knowledge = cli.home.appending(path: "knowledge.sqlite")
        for arguments in [["show", "viewDidLoad"], ["list"], ["quiz", "--seed", "3", "--format", "json"]] {
            try #require(try cli.run(["show", "viewDidLoad"]).status == 0)
            var bytes = try Data(contentsOf: knowledge)
            for index in stride(from: 4096, to: bytes.count, by: 3) { bytes[index] = 0xA5 }
            try bytes.write(to: knowledge)

            let result = try cli.run(arguments)

            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(!result.stdout.isEmpty)
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func aFIFOIsRefusedAtOnce() throws {
        let cli = try CLI()
        let fifo = cli.home.appending(path: "pipe")
        try #require(mkfifo(fifo.path, 0o644) == 0)
        for arguments in [["show", "viewDidLoad", "--db", fifo.path], ["stats", "--progress", fifo.path]] {
            let result = try cli.run(arguments)
            #expect(result.status == 3, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(fifo.path) && result.stderr.contains("FIFO"), "\(result.stderr)")
        }
    }

    @Test func aSymbolicLinkLoopAtTheDatabaseIsRefusedAndKept() throws {
        let cli = try CLI()
        let link = cli.home.appending(path: "loop.sqlite")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: link.path)
        let result = try cli.run(["show", "viewDidLoad", "--db", link.path])
        #expect(result.status == 3, "\(result.stderr)")
        #expect(result.stderr.contains(link.path) && result.stderr.contains("loops"), "\(result.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == link.path)
    }

    @Test func aRelativeLifequizHomeIsRefused() throws {
        var cli = try CLI()
        cli.environment["LIFEQUIZ_HOME"] = "relative/data"
        let result = try cli.run(["show", "viewDidLoad"])
        #expect(result.status == 3, "\(result.stderr)")
        #expect(result.stderr.contains("LIFEQUIZ_HOME") && result.stderr.contains("absolute"), "\(result.stderr)")
    }

    @Test(.enabled(if: SmallDisk.canMount, "mounting a tmpfs needs root"))
    func theFirstShowOnAFullDiskSaysSoAndLeavesNothing() throws {
        let disk = try SmallDisk(kilobytes: 256)
        var cli = try CLI()
        cli.environment["LIFEQUIZ_HOME"] = disk.url.path

        let result = try cli.run(["show", "viewDidLoad"])

        #expect(result.status == 3, "\(result.stderr)")
        #expect(result.stderr.contains("disk is full") && result.stderr.contains(disk.url.path), "\(result.stderr)")
        #expect(try disk.contents() == [])
    }

    @Test(.enabled(if: SmallDisk.canMount, "mounting a tmpfs needs root"))
    func answerAndStudyOnAFullDiskSaySoAndKeepWhatWasSaved() throws {
        let disk = try SmallDisk(kilobytes: 512)
        var cli = try CLI()
        cli.environment["LIFEQUIZ_HOME"] = disk.url.path
        let knowledge = ["--db", cli.home.appending(path: "knowledge.sqlite").path]

        try disk.fill()
        let first = try cli.recordOneAnswer(knowledge)
        #expect(first.status == 3, "\(first.stderr)")
        #expect(first.stderr.contains("disk") && first.stderr.contains("full") && first.stderr.contains(disk.url.path), "\(first.stderr)")
        #expect(try disk.contents() == ["filler"], "a first run left something behind")

        try disk.empty()
        try #require(try cli.recordOneAnswer(knowledge).status == 0)
        try disk.fill()
        for attempt in [{ try cli.recordOneAnswer(knowledge) }, { try cli.run(["study"] + knowledge, input: "3\n3\n3\n") }] {
            let result = try attempt()
            #expect(result.status == 3, "\(result.stdout)\n\(result.stderr)")
            #expect(result.stderr.contains("full") && result.stderr.contains(disk.url.path), "\(result.stderr)")
        }
        try disk.empty()
        #expect(try cli.totalReviews(knowledge) == 1)
    }
}
