import ArgumentParser
import Foundation
import KnowledgeBase
import Study

/// `--progress`, for every command that reads or writes the learner's progress.
struct ProgressOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Use this progress database instead of progress.sqlite in the data directory.",
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
        let url = url(in: location)
        if progress == nil {
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        }
        return try ProgressStore.open(at: url, create: progress == nil)
    }
}
