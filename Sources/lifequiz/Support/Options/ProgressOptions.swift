import ArgumentParser
import Foundation
import KnowledgeBase
import Study

/// `--progress`, for every command that reads or writes the learner's progress.
struct ProgressOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            HelpText.text("help.progress-options.progress"),
            valueName: "path"
        ),
        completion: .file(extensions: ["sqlite"])
    )
    var progress: String?

    func url(in location: DataLocation) -> URL {
        progress.map { URL(fileURLWithPath: $0) } ?? location.progressDatabase
    }

    /// The progress store, created on first use in the data directory; a path given with
    /// `--progress` must already exist, so a typo does not start an empty history elsewhere.
    func openStore(in location: DataLocation) throws -> ProgressStore {
        try ProgressStore.open(at: url(in: location), create: progress == nil)
    }

    /// The progress store opened only to read (nothing created, migrated or written), or nil when
    /// nothing was studied yet: no file where lifequiz looks by default. A `--progress` path that
    /// does not exist is a mistake worth reporting.
    func openStoreForReading(in location: DataLocation) throws -> ProgressStore? {
        do {
            return try ProgressStore.openForReading(at: url(in: location))
        } catch ProgressError.missing where progress == nil {
            return nil
        }
    }
}
