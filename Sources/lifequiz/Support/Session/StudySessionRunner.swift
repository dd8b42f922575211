import ArgumentParser
import Foundation
import Quiz
import Study

/// Runs a study session on the terminal: shared by `study` and `learn`.
struct StudySessionRunner {
    let console: Console
    let store: ProgressStore
    let material: QuizMaterial
    let options: StudyLoop.Options

    @discardableResult
    func run() throws -> SessionSummary {
        Interrupt.catchSignal()
        console.write([TextSection(lines: [
            StyledText(console.text("FSRS-6 排程，目标记忆率 0.9。", "FSRS-6 scheduling, desired retention 0.9."), .dim),
            StyledText(SessionEventView.controls(console), .dim),
        ])])
        let loop = try StudyLoop(store: store, material: material, language: console.language, calendar: .localGregorian, options: options)
        let summary = try loop.run(with: TerminalInteraction(console: console, noun: ("张", "Card")))
        if summary.ending == .interrupted { throw ExitCode(ExitStatus.interrupted) }
        return summary
    }
}
