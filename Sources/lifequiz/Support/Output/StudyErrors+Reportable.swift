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
        case .unknownCard, .unknownSession, .gradeOutOfRange, .invalidCard, .notLatestReview: "progress-failed"
        }
    }

    var exitCode: Int32 {
        switch self {
        case .missing: ExitStatus.notFound
        case .notAProgressDatabase, .damaged, .writtenByNewerVersion, .cannotOpen, .locked: ExitStatus.unusableData
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
        }
    }

    var exitCode: Int32 {
        switch self {
        case .unknownQuestion, .contentChanged: ExitStatus.notFound
        case .nothingToAsk: ExitStatus.failure
        }
    }
}
