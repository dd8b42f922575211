import Foundation
import Testing

/// `quiz`, `study` and `learn` driven through a real terminal (tmux), as a person would use them:
/// right, partly right and garbage answers, every control, Ctrl-C and Ctrl-D, resuming later, at
/// 80 and 120 columns, in English and Chinese. Each transcript is kept under Snapshots/, so a
/// change in what users see is a diff (LIFEQUIZ_RECORD_SNAPSHOTS=1 rewrites them, failing).
@Suite(.serialized) struct TerminalTranscriptTests {
    static func home() throws -> URL {
        let home = FileManager.default.temporaryDirectory.appending(path: "lifequiz-tty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        return home
    }

    /// What no screen may show: escape codes the line editor swallowed, raw question ids.
    static func checkClean(_ transcript: String) {
        #expect(!transcript.contains("^["))
        #expect(!transcript.contains("\u{1B}"))
        #expect(!transcript.contains("id: "))
    }

    /// A line longer than the row scrolls sideways: the prompt line is drawn once, however long
    /// the answer typed, and the whole answer is read.
    @Test func aLongAnswerStaysOnOneRowAtEightyColumns() throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let terminal = try TerminalSession(["quiz", "-n", "1", "--seed", "5", "--kind", "truth", "--lang", "en"], width: 80, home: home)
        try terminal.settle()
        let answer = "this is not true or false but a very long answer that goes on " + String(repeating: "and on ", count: 10)
        try terminal.type(answer)
        let transcript = try terminal.settle()
        // The answer, then the same answer kept to edit after the refusal: one row each.
        let echoed = transcript.split(separator: "\n").filter { $0.hasPrefix("> ") }
        #expect(echoed.count == 2, "\(echoed)")
        #expect(echoed.allSatisfy { $0.count <= 80 && $0.hasSuffix("and on…") == false }, "\(echoed)")
        #expect(transcript.contains("and on' reads as neither true"), "the whole answer was read and refused")
        try terminal.press("C-u", "C-d")
        _ = try terminal.finished()
    }

    @Test func quizControlsOnAnEightyColumnTerminal() throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let terminal = try TerminalSession(["quiz", "-n", "3", "--seed", "5", "--kind", "truth", "--lang", "en"], width: 80, home: home)
        try terminal.settle()
        try terminal.type("help")
        try terminal.settle()
        try terminal.type("?")                      // no hint for true or false: its rule is its answer
        try terminal.settle()
        try terminal.type("perhaps")                // garbage: asked again, the text kept to edit
        try terminal.settle()
        try terminal.press("Left", "Up", "Down", "C-u")  // arrows move, never print; Ctrl-U clears
        try terminal.type("t")
        try terminal.settle()
        try terminal.type("s")                      // skip question 2
        try terminal.settle()
        try terminal.type("u")                      // undo the skip: question 2 again
        try terminal.settle()
        try terminal.type("f")
        try terminal.settle()
        try terminal.press("C-c")                   // interrupted: the summary, exit 130
        let transcript = try terminal.finished()
        #expect(transcript.contains("Question 2 of 3"))
        #expect(transcript.contains("Summary"))
        #expect(transcript.hasSuffix("[exit 130]\n"))
        Self.checkClean(transcript)
        try TranscriptSnapshot.assert(transcript, named: "tty-quiz-en-80.txt")
    }

    @Test func quizInChineseOnAWideTerminalEndsWithCtrlD() throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let terminal = try TerminalSession(["quiz", "-n", "2", "--seed", "9", "--kind", "ordering", "--lang", "zh"], width: 120, home: home)
        try terminal.settle()
        try terminal.type("?")
        try terminal.settle()
        try terminal.type(try terminal.shownLetters().joined(separator: " "))  // the order as shown: partly right
        try terminal.settle()
        try terminal.press("C-d")
        let transcript = try terminal.finished()
        #expect(transcript.contains("第 2 题，共 2 题"))
        #expect(transcript.contains("本次小结"))
        #expect(transcript.hasSuffix("[exit 0]\n"))
        Self.checkClean(transcript)
        try TranscriptSnapshot.assert(transcript, named: "tty-quiz-zh-120.txt")
    }

    @Test func studyRatesUndoesAndResumesLater() throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let arguments = ["study", "--limit", "3", "--seed", "3", "--lang", "en"]
        let first = try TerminalSession(arguments, width: 80, home: home)
        try first.answerAsShownTakingTheProposedRating()
        try first.type("u")                         // undo it: card 1 again, its review removed
        try first.settle()
        try first.type(try first.shownLetters().reversed().joined(separator: " "))
        try first.settle()
        try first.type("3")                         // override the proposal: good
        try first.settle()
        try first.press("C-d")
        let session = try first.finished()
        #expect(session.contains("Took back the last answer and its record"))
        #expect(session.contains("1 again 1m · 2 hard 6m · 3 good 10m · 4 easy 8d"))
        #expect(session.hasSuffix("[exit 0]\n"))
        Self.checkClean(session)
        try TranscriptSnapshot.assert(session, named: "tty-study-en-80.txt")

        let later = try TerminalSession(arguments, width: 80, home: home)
        try later.settle()
        try later.type("q")
        let resumed = try later.finished()
        #expect(resumed.contains("Card 1 of 3"))
        Self.checkClean(resumed)
        try TranscriptSnapshot.assert(resumed, named: "tty-study-en-80-resumed.txt")
    }

    @Test func studyPastTheNewCardLimitSaysWhyNothingIsShown() throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let arguments = ["study", "--new", "1", "--limit", "1", "--seed", "3", "--lang", "zh"]
        let first = try TerminalSession(arguments, width: 80, home: home)
        try first.settle()
        try first.type(try first.shownLetters().joined(separator: " "))
        try first.settle()
        try first.type("4")                         // easy: nothing left to come back within 20 minutes
        _ = try first.finished()

        let later = try TerminalSession(arguments, width: 80, home: home)
        let told = try later.finished()
        #expect(told.contains("今天的新卡上限（--new 1）已经用完"))
        Self.checkClean(told)
        try TranscriptSnapshot.assert(told, named: "tty-study-zh-80-new-limit.txt")
    }

    @Test func learnIntroducesTheFirstLessonAndResumesWithoutIt() throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let arguments = ["learn", "--limit", "1", "--seed", "1", "--lang", "zh"]
        let first = try TerminalSession(arguments, width: 80, home: home)
        try first.settle()
        try first.type(try first.shownLetters().joined(separator: " "))
        try first.settle()
        try first.type("")
        try first.settle()
        try first.press("C-c")
        let session = try first.finished()
        #expect(session.contains("一切从一个视图控制器开始"))
        #expect(session.hasSuffix("[exit 130]\n"))
        Self.checkClean(session)
        try TranscriptSnapshot.assert(session, named: "tty-learn-zh-80.txt")

        let later = try TerminalSession(arguments, width: 80, home: home)
        try later.settle()
        try later.press("C-d")
        let resumed = try later.finished()
        #expect(!resumed.contains("一切从一个视图控制器开始"))
        #expect(resumed.contains("▶ 1."))
        Self.checkClean(resumed)
        try TranscriptSnapshot.assert(resumed, named: "tty-learn-zh-80-resumed.txt")
    }
}

extension TerminalSession {
    /// Answers the card with its letters in the order shown, then takes the proposed rating.
    func answerAsShownTakingTheProposedRating() throws {
        try settle()
        try type(try shownLetters().joined(separator: " "))
        try settle()
        try type("")
        try settle()
    }
}
