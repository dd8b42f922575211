import InterfaceText
import Quiz
import Study

extension ProgressError: ReportableError {
    var code: String {
        switch self {
        case .missing: "no-progress"
        case .notAProgressDatabase: "not-a-progress-database"
        case .damaged: "damaged-progress"
        case .writtenByNewerVersion: "progress-too-new"
        case .cannotOpen: "cannot-open-progress"
        case .locked: "progress-locked"
        case .diskFull: "disk-full"
        case .readOnly: "progress-read-only"
        case .unknownCard, .unknownSession, .gradeOutOfRange, .invalidCard, .notLatestReview: "progress-failed"
        }
    }

    var exitCode: Int32 {
        switch self {
        case .missing: ExitStatus.notFound
        case .notAProgressDatabase, .damaged, .writtenByNewerVersion, .cannotOpen, .locked, .diskFull, .readOnly:
            ExitStatus.unusableData
        case .unknownCard, .unknownSession, .gradeOutOfRange, .invalidCard, .notLatestReview: ExitStatus.failure
        }
    }
}

extension QuizError: ReportableError {
    var code: String {
        switch self {
        case .unknownQuestion: "unknown-question"
        case .contentChanged: "question-from-other-content"
        case .nothingToAsk: "nothing-to-ask"
        case .nothingFits: "no-question-fits"
        }
    }

    var exitCode: Int32 {
        switch self {
        // An id or filters that no question fits are input the user can change, not a failure.
        case .unknownQuestion, .contentChanged, .nothingToAsk, .nothingFits: ExitStatus.notFound
        }
    }

    /// The filters that would give a question, each as a script would pass it: `--kind ordering`.
    var suggestions: [String] {
        guard case .nothingFits(_, let askable?) = self else { return [] }
        return askable.values.map { "\(askable.option) \($0)" }
    }
}

extension ProgressError {
    func message(_ texts: TextCatalog) -> String {
        switch self {
        case .missing(let path): texts.text("error.progress.missing", ["path": path])
        case .notAProgressDatabase(let path, let problem):
            texts.text("error.progress.not-a-progress-database", ["path": path, "reason": problem.text(texts)])
        case .damaged(let path, let detail): texts.text("error.progress.damaged", ["path": path, "detail": detail])
        case .writtenByNewerVersion(let path, let migrations):
            texts.text("error.progress.written-by-newer-version", ["path": path, "migrations": texts.listing(migrations)])
        case .cannotOpen(let path, let detail): texts.text("error.progress.cannot-open", ["path": path, "detail": detail])
        case .diskFull(let path): texts.text("error.progress.disk-full", ["path": path])
        case .readOnly(let path): texts.text("error.progress.read-only", ["path": path])
        case .locked(let path):
            texts.text("error.progress.locked", ["path": path, "seconds": "\(Int(ProgressStore.busyTimeout))"])
        case .unknownCard(let id): texts.text("error.progress.unknown-card", ["id": id])
        case .unknownSession(let id): texts.text("error.progress.unknown-session", ["id": "\(id)"])
        case .gradeOutOfRange(let grade): texts.text("error.progress.grade-out-of-range", ["grade": "\(grade)"])
        case .invalidCard(let id, let reason): texts.text("error.progress.invalid-card", ["id": id, "reason": reason])
        case .notLatestReview(let id): texts.text("error.progress.not-latest-review", ["id": id])
        }
    }
}

extension QuizError {
    func message(_ texts: TextCatalog) -> String {
        switch self {
        case .unknownQuestion(let id): texts.text("error.quiz.unknown-question", ["id": id])
        case .contentChanged(let id): texts.text("error.quiz.content-changed", ["id": id])
        case .nothingToAsk(let reason): texts.text("error.quiz.nothing-to-ask", ["reason": reason])
        case .nothingFits(let filters, let askable?):
            texts.text("error.quiz.nothing-fits", ["filters": filters, "instead": askable.option + " " + texts.listing(askable.values)])
        case .nothingFits(let filters, nil): texts.text("error.quiz.nothing-fits-at-all", ["filters": filters])
        }
    }
}

extension CatalogError: ReportableError {
    var code: String { "broken-content" }
    var exitCode: Int32 { ExitStatus.failure }
}
