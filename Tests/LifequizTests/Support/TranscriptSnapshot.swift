import Foundation
import Testing

/// Compares what users see with a file under Snapshots/. With LIFEQUIZ_RECORD_SNAPSHOTS=1 the
/// file is written instead and the test fails, as swift-snapshot-testing's record mode does, so a
/// recording never passes for a check.
enum TranscriptSnapshot {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Snapshots")

    static func assert(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let file = directory.appending(path: name)
        let recording = ProcessInfo.processInfo.environment["LIFEQUIZ_RECORD_SNAPSHOTS"] == "1"
        guard !recording, let expected = try? String(contentsOf: file, encoding: .utf8) else {
            try actual.write(to: file, atomically: true, encoding: .utf8)
            Issue.record("recorded Snapshots/\(name); review it and run again without LIFEQUIZ_RECORD_SNAPSHOTS",
                         sourceLocation: sourceLocation)
            return
        }
        #expect(actual == expected, "differs from Snapshots/\(name); if intended, record again and review the diff",
                sourceLocation: sourceLocation)
    }
}
