import Foundation
import Testing

/// Ordinary input to `quiz` and `answer` ends with status 2 or 64 and a message, never status 1
/// or a crash: numbers too large for any integer, filters no question fits.
@Suite struct QuizInputTests {
    /// The id of a question drawn with `arguments`, and the content fingerprint after its `@`.
    private func id(_ cli: CLI, _ arguments: [String]) throws -> (id: String, content: String) {
        let result = try cli.run(["quiz", "--format", "json"] + arguments)
        let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
        let id = document["id"] as! String
        return (id, String(id.split(separator: "@")[1]))
    }

    @Test(arguments: [["9223372036854775808"], ["1 2 18446744073709551616"], ["--", "-9223372036854775808"]])
    func anAnswerTooLargeForAnyIntegerIsUnreadableNotACrash(_ answer: [String]) throws {
        let cli = try CLI()
        let drawn = try id(cli, ["--seed", "3", "--kind", "ordering"])
        let result = try cli.run(["answer", drawn.id] + answer)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("is not an option"))
    }

    @Test func aHugeNumberTypedIntoTheQuizIsAskedAgain() throws {
        let cli = try CLI()
        let result = try cli.run(["quiz", "-n", "1", "--seed", "3", "--kind", "ordering", "--no-record"],
                                 input: "9223372036854775808\n-9223372036854775808\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.components(separatedBy: "Please answer again").count == 3)
    }

    @Test(arguments: [["-n", "0"], ["-n", "1001"], ["-n", "9223372036854775808"], ["--seed", "18446744073709551616"],
                      ["--level", "-9223372036854775808"], ["--ios", "9223372036854775808"]])
    func aNumberOutOfRangeInAFlagIsAUsageError(_ flag: [String]) throws {
        let result = try CLI().run(["quiz", "--format", "json"] + flag)
        #expect(result.status == 64, "\(result.stderr)")
    }

    @Test func filtersNoQuestionFitsExitTwoNamingWhatCanBeAsked() throws {
        let result = try CLI().run(["quiz", "--format", "json", "--kind", "once", "--level", "1", "--topic", "rotation"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no-question-fits") && result.stderr.contains("ask for --kind ordering"))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stderr.utf8)) as? [String: [String: Any]])
        #expect((document["error"]?["suggestions"] as? [String])?.first == "--kind ordering")
    }

    @Test func anIdNoQuestionFitsExitsTwo() throws {
        let cli = try CLI()
        let content = try id(cli, ["--seed", "1"]).content
        let result = try cli.run(["answer", "once:1:rotation:18:-:5@\(content)", "1"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no question could be made"))
    }
}
