import Foundation
import Testing

@Suite struct QuizCommandTests {
    private func totalReviews(_ cli: CLI) throws -> Int {
        let stats = try cli.run(["stats", "--format", "json"])
        let document = try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as! [String: Any]
        return document["total_reviews"] as! Int
    }

    private func question(_ cli: CLI, _ arguments: [String]) throws -> [String: Any] {
        let result = try cli.run(["quiz", "--format", "json"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
    }

    /// The topic `show` prints picks the question topic that covers it; one several cover is a
    /// usage error, as an unknown one is.
    @Test func aTopicShowPrintsDrawsFromTheQuizTopicCoveringIt() throws {
        let cli = try CLI()
        let fromShow = try question(cli, ["--topic", "app-lifecycle", "--seed", "4"])
        let fromQuiz = try question(cli, ["--topic", "app", "--seed", "4"])
        #expect(fromShow["id"] as? String == fromQuiz["id"] as? String)
        let shared = try cli.run(["quiz", "--topic", "layout", "--format", "json"])
        #expect(shared.status == 64 && shared.stderr.contains("'layout'"), "\(shared.stderr)")
    }

    /// A version question's card is not one of the study deck's: answering it adds a card, and
    /// stats says where the card beyond the deck's count comes from.
    @Test func aQuizCardOutsideTheDeckIsCountedAsSuch() throws {
        let cli = try CLI()
        let before = try cli.run(["stats", "--format", "json"])
        let deck = try #require((JSONSerialization.jsonObject(with: Data(before.stdout.utf8)) as? [String: Any])?["cards"] as? [String: Any])
        let id = try question(cli, ["--kind", "version", "--seed", "3"])["id"] as! String
        #expect(try cli.run(["answer", id, "false"]).status == 0)
        let after = try cli.run(["stats", "--format", "json"])
        let stats = try #require(JSONSerialization.jsonObject(with: Data(after.stdout.utf8)) as? [String: Any])
        let cards = try #require(stats["cards"] as? [String: Any])
        #expect(cards["total"] as? Int == (deck["total"] as! Int) + 1)
        #expect(deck["outside_deck"] as? Int == 0 && cards["outside_deck"] as? Int == 1)
        // It was started today, and that is said apart: the day's --new limit does not count it.
        #expect(stats["new_started_today"] as? Int == 1 && stats["new_started_today_outside_deck"] as? Int == 1)
        let text = try cli.run(["stats", "--lang", "en"]).stdout
        #expect(text.contains("(1 added by a quiz beyond the deck; study schedules it too)"), "\(text)")
        #expect(text.contains("new cards: 1 started today (1 from a quiz, beyond the deck),"), "\(text)")
    }

    @Test func aSeedGivesTheSameQuestionAndItsIdGradesIt() throws {
        let cli = try CLI()
        let first = try question(cli, ["--seed", "42", "--kind", "ordering"])
        let again = try question(cli, ["--seed", "42", "--kind", "ordering"])
        #expect(first["id"] as? String == again["id"] as? String)
        #expect(first["items"] as? [String] == again["items"] as? [String])
        let count = (first["items"] as! [String]).count
        let answer = try cli.run(["answer", first["id"] as! String, (1...count).map(String.init).joined(separator: " "), "--format", "json"])
        #expect(answer.status == 0)
        let grade = try JSONSerialization.jsonObject(with: Data(answer.stdout.utf8)) as! [String: Any]
        #expect((grade["expected"] as? [String])?.count == count)
        #expect(grade["score"] is Double && grade["rows"] is [Any] && grade["explanations"] is [Any])
    }

    @Test func anUnreadableAnswerIsReportedNotGradedNorSaved() throws {
        let cli = try CLI()
        let id = try question(cli, ["--seed", "3", "--kind", "ordering"])["id"] as! String
        let result = try cli.run(["answer", id, "1", "1", "2", "--format", "json"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("unreadable-answer") && result.stderr.contains("more than once"))
        #expect(try totalReviews(cli) == 0)
    }

    /// A newcomer copies the examples from `answer --help`: each is graded, not refused.
    @Test func theAnswerHelpExamplesAreGraded() throws {
        let cli = try CLI()
        let help = try cli.run(["answer", "--help", "--lang", "en"]).stdout
        let examples = help.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("lifequiz answer ") }
        #expect(examples.count == 2)
        for example in examples {
            // Quoted words stay whole: `"b d a c"` is one answer.
            let words = example.split(separator: "\"", omittingEmptySubsequences: false).enumerated().flatMap { index, part in
                index % 2 == 1 ? [String(part)] : part.split(separator: " ").map(String.init)
            }
            let result = try cli.run(Array(words.dropFirst()) + ["--no-record"])
            #expect(result.status == 0, "\(example): \(result.stderr)")
        }
    }

    /// A quiz answer about lesson one's cards starts the lesson; learn still introduces it, once.
    @Test func learnIntroducesALessonAQuizStarted() throws {
        let cli = try CLI()
        #expect(try cli.run(["quiz", "-n", "1", "--topic", "loading", "--seed", "1", "--lang", "en"], input: "a\n").status == 0)
        #expect(try totalReviews(cli) == 1)
        let first = try cli.run(["learn", "--lang", "en"], input: "q\n")
        #expect(first.stdout.contains("Everything starts with one view controller"), "\(first.stdout)")
        let again = try cli.run(["learn", "--lang", "en"], input: "q\n")
        #expect(!again.stdout.contains("Everything starts with one view controller"))
    }

    /// Memory warnings have few scenarios: ten questions would repeat some, so the quiz asks the
    /// different ones and says so.
    @Test func filtersWithFewQuestionsGiveAShorterQuizNotRepeats() throws {
        let cli = try CLI()
        let json = try cli.run(["quiz", "--kind", "ordering", "--topic", "memory", "-n", "10", "--seed", "1", "--format", "json"])
        let questions = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        let asked = questions.map { "\($0["scenario"] ?? "")|\($0["ios"] ?? "")|\(($0["items"] as? [String] ?? []).sorted())" }
        #expect(questions.count < 10 && Set(asked).count == asked.count, "\(asked)")
        let text = try cli.run(["quiz", "--kind", "ordering", "--topic", "memory", "-n", "10", "--seed", "1", "--no-record", "--lang", "en"], input: "q\n")
        #expect(text.stdout.contains("Only \(questions.count) different questions were found for these filters"), "\(text.stdout)")
    }

    @Test func anUnknownIdExitsTwo() throws {
        let result = try CLI().run(["answer", "not-an-id", "1"])
        #expect(result.status == 2 && result.stderr.contains("not a question id"))
    }

    @Test func theInteractiveQuizKeepsEveryAnswerGivenBeforeTheInputEnds() throws {
        let cli = try CLI()
        let result = try cli.run(["quiz", "-n", "5", "--seed", "9", "--kind", "truth"], input: "t\nf\n")
        #expect(result.status == 0)
        #expect(result.stdout.contains("Question 3 of 5") && result.stdout.contains("Summary"))
        #expect(try totalReviews(cli) == 2)
    }

    @Test func twoProcessesAnsweringAtOnceLoseNoReview() throws {
        let cli = try CLI()
        let perProcess = 12
        // Questions on different cards: a card answered again before its learning step is up is
        // not recorded.
        var ids: [String] = [], cards: Set<String> = [], seed = 0
        while ids.count < 2 * perProcess {
            seed += 1
            let drawn = try question(cli, ["--seed", "\(seed)", "--kind", "truth"])
            let card = (drawn["card"] as! [String: Any])["id"] as! String
            if cards.insert(card).inserted { ids.append(drawn["id"] as! String) }
        }
        // Two shells, each answering its questions in a loop, at the same time.
        let scripts = [ids.prefix(perProcess), ids.suffix(perProcess)].map { share in
            share.map { "'\(CLI.binary.path)' answer '\($0)' t >/dev/null || exit 1" }.joined(separator: "; ")
        }
        let writers = try scripts.map { script -> Process in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", script]
            process.environment = ["LIFEQUIZ_HOME": cli.home.path, "HOME": cli.home.path]
            try process.run()
            return process
        }
        for writer in writers {
            writer.waitUntilExit()
            #expect(writer.terminationStatus == 0)
        }
        #expect(try totalReviews(cli) == 2 * perProcess)
    }

    @Test func killingTheQuizMidSessionLosesAtMostTheAnswerBeingWritten() throws {
        let cli = try CLI()
        let process = try cli.start(["quiz", "-n", "30", "--seed", "11", "--kind", "truth"])
        let input = (process.standardInput as! Pipe).fileHandleForWriting
        let output = (process.standardOutput as! Pipe).fileHandleForReading
        var seen = ""
        func waitFor(_ text: String) {
            while !seen.contains(text) {
                let chunk = output.availableData
                if chunk.isEmpty { return }
                seen += String(decoding: chunk, as: UTF8.self)
            }
        }
        let answered = 6
        for number in 1...answered {
            waitFor("Question \(number) of 30")
            input.write(Data("t\n".utf8))
        }
        // The next question appears only after the last answer was saved.
        waitFor("Question \(answered + 1) of 30")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(try totalReviews(cli) == answered, "every answer saved before the kill survives, and the file still opens")
    }

    @Test func studyGoesThroughDueCardsAndSavesThem() throws {
        let cli = try CLI()
        let process = try cli.start(["study", "--new", "4", "--limit", "4"])
        // A driver that misreads a prompt would wait forever: give up after a minute.
        let watchdog = CLI.kill(process, after: 60)
        defer { watchdog.cancel() }
        let input = (process.standardInput as! Pipe).fileHandleForWriting
        let output = (process.standardOutput as! Pipe).fileHandleForReading
        // Answer whatever is asked, as a learner reading the prompts would.
        var transcript = ""
        var pending = ""
        while true {
            let chunk = output.availableData
            if chunk.isEmpty { break }
            let text = String(decoding: chunk, as: UTF8.self)
            transcript += text
            pending += text
            // Easy graduates a card at once, so none comes back within the session.
            if pending.contains("4 easy") {
                input.write(Data("4\n".utf8))
            } else if pending.contains("Enter shows the answer") {
                input.write(Data("\n".utf8))
            } else if pending.contains("in order (c a d b") {
                let items = pending.split(separator: "\n").filter { $0.hasPrefix("  ") && $0.dropFirst(2).first?.isLetter == true && $0.dropFirst(3).first == ")" }
                input.write(Data((items.indices.map { String($0 + 1) }.joined(separator: " ") + "\n").utf8))
            } else if pending.contains("option's letter") {
                input.write(Data("a\n".utf8))
            } else if pending.contains("true or false") {
                input.write(Data("t\n".utf8))
            } else if pending.contains("missing callback") {
                input.write(Data("viewDidLoad\n".utf8))
            } else {
                continue
            }
            pending = ""
        }
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(transcript.contains("FSRS-6") && transcript.contains("Card 4 of 4") && transcript.contains("Summary"), "\(transcript)")
        #expect(try totalReviews(cli) == 4)
    }
}
