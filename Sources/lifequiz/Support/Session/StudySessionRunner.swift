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
            StyledText(console.localized("study.scheduling"), .dim),
            StyledText(SessionEventView.controls(console), .dim),
        ])])
        let loop = try StudyLoop(store: store, material: material, language: console.language, calendar: .localGregorian, options: options)
        let summary = try loop.run(with: TerminalInteraction(console: console, positionKey: "session.position.card"))
        if summary.ending == .interrupted { throw ExitCode(ExitStatus.interrupted) }
        return summary
    }
}
