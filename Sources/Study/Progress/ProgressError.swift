import DataFiles
import Foundation

/// Why the learner's progress could not be read or written, with what to do about it.
public enum ProgressError: Error, Equatable, CustomStringConvertible {
    case missing(path: String)
    case notAProgressDatabase(path: String, reason: FileProblem)
    case damaged(path: String, detail: String)
    case writtenByNewerVersion(path: String, migrations: [String])
    case cannotOpen(path: String, detail: String)
    case locked(path: String)
    case diskFull(path: String)
    case readOnly(path: String)
    case unknownCard(String)
    case unknownSession(Int64)
    case gradeOutOfRange(Double)
    case invalidCard(id: String, reason: String)
    case notLatestReview(cardID: String)

    public var description: String {
        switch self {
        case .missing(let path):
            "No progress database at \(path). Check the path, or study a first card to create it."
        case .notAProgressDatabase(let path, let reason):
            "\(path) is not a lifequiz progress database (\(reason)). lifequiz left it untouched: "
                + "point it at your progress.sqlite, or move this file away to start afresh."
        case .damaged(let path, let detail):
            "The progress database \(path) is damaged (\(detail)). lifequiz left it untouched: "
                + "restore it from a backup, or move it away to start afresh."
        case .writtenByNewerVersion(let path, let migrations):
            "\(path) was written by a newer lifequiz (schema steps \(migrations.joined(separator: ", "))). "
                + "Update lifequiz to read it."
        case .cannotOpen(let path, let detail):
            "Cannot open the progress database \(path): \(detail)."
        case .locked(let path):
            "The progress database \(path) stayed locked by another lifequiz for more than "
                + "\(Int(ProgressStore.busyTimeout)) s. Finish or close the other session and try again."
        case .diskFull(let path):
            "The disk holding the progress database \(path) is full: nothing was saved, and nothing was "
                + "left half-written. Free some space and try again."
        case .readOnly(let path):
            "The progress database \(path) cannot be written: the file or its file system is read-only. "
                + "Make it writable, or pass --progress PATH to use a writable copy."
        case .unknownCard(let id):
            "No card '\(id)' in the progress database: introduce it before recording a review of it."
        case .unknownSession(let id):
            "No study session \(id) in the progress database: start one before recording reviews in it."
        case .gradeOutOfRange(let grade):
            "A grade must lie between 0 and 1; got \(grade)."
        case .invalidCard(let id, let reason):
            "Card '\(id)' cannot be introduced: \(reason)."
        case .notLatestReview(let cardID):
            "Only the latest review of card '\(cardID)' can be taken back, and this one is not it (or was already taken back)."
        }
    }
}
