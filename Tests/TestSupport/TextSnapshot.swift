import Foundation
import SnapshotTesting
import Testing

/// Text a person or a script reads, compared with a file in the source tree: a change shows up as
/// a diff in review. A missing file is recorded and the test fails; `SNAPSHOT_TESTING_RECORD=all`
/// rewrites every file after an intended change, and fails too, so a recording never passes.
public enum TextSnapshot {
    /// Expects `text` to equal `<folder>/<group>.<name>.<pathExtension>`, the folder beside the
    /// calling file.
    public static func expect(
        _ text: String, named name: String, group: String, pathExtension: String = "txt", folder: String = "Snapshots",
        filePath: StaticString = #filePath, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let directory = URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent().appending(path: folder)
        var strategy = Snapshotting<String, String>.lines
        strategy.pathExtension = pathExtension
        let failure = verifySnapshot(
            of: text, as: strategy, named: name, snapshotDirectory: directory.path, file: filePath, testName: group
        )
        if let failure {
            Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
        }
    }
}
